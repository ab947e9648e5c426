/** Lets readiness probes ask whether a dependency answers. */
export interface HealthProbe {
  name: string;
  check(): Promise<boolean>;
}
