import { isValid, toOutcode, validOutcode } from 'postcode';
import { LONDON_AREAS, POSTCODE_AREAS, SCOTTISH_AREAS, type PostcodeArea } from './postcode-areas.js';
import { UK_PLACES } from './uk-places.data.js';

/** A real UK place (GeoNames) with the postcode area and outward code the sandbox gives it. */
export interface UkPlace {
  name: string;
  latitude: number;
  longitude: number;
  population: number;
  nation: string;
  area: PostcodeArea;
  /** The post town its addresses carry ('London' for places in London's areas). */
  postTown: string;
  /** Its outward codes: one for a town, a block (LS1 ... LS11) for an area's own town, central first. */
  outcodes: readonly string[];
}

export interface LocatedArea extends PostcodeArea {
  latitude: number;
  longitude: number;
}

export interface Coordinates {
  latitude: number;
  longitude: number;
}

/** Lower case, accents and punctuation gone: 'Stoke-on-Trent' and 'stoke on trent' are one name. */
const normaliseName = (text: string): string =>
  text.normalize('NFKD').replace(/[\u0300-\u036f]/g, '').toLowerCase().replace(/\bst\b\.?/g, 'saint').replace(/[^a-z0-9]+/g, ' ').trim();

/** Squared distance on a local flat projection: enough to rank nearby places. */
const flatDistance = (a: Coordinates, b: Coordinates): number => {
  const dx = (a.longitude - b.longitude) * Math.cos(((a.latitude + b.latitude) / 2) * (Math.PI / 180));
  const dy = a.latitude - b.latitude;
  return dx * dx + dy * dy;
};

/** District numbers the sandbox hands out to an area's other towns, after the own town's block. */
const DISTRICTS_PER_AREA = 20;

/** The own town's block of districts grows with its size: Leeds LS1-LS11, Birmingham B1-B16; all of London's. */
const ownDistricts = (area: PostcodeArea, population: number): number =>
  LONDON_AREAS.has(area.code) ? 20 : Math.max(1, Math.min(20, Math.round(Math.sqrt(population) / 60)));

/**
 * The UK as the pick-up sandbox sees it: GeoNames places, each in the postcode area whose post
 * town is nearest (Scottish places in Scottish areas, Northern Irish ones in BT, the Crown
 * dependencies in their own), with outward codes: the area's own town has the first districts
 * (more for a bigger town), the others the next numbers by distance from it. So outward codes are
 * plausible, not Royal Mail's own (no open table of districts ships with the app).
 * Built once; every lookup is a map read or a scan of a few thousand names at most.
 */
export class UkGazetteer {
  readonly places: readonly UkPlace[];
  readonly areas: ReadonlyMap<string, LocatedArea>;
  private readonly byName = new Map<string, UkPlace>();
  private readonly byOutcode = new Map<string, UkPlace>();
  private readonly normalisedNames: readonly string[];

  constructor() {
    const rows = UK_PLACES.map(([name, latitude, longitude, population, nation]) => ({ name, latitude, longitude, population, nation }));
    const mostPopulous = new Map<string, (typeof rows)[number]>();
    for (const row of rows) if (!mostPopulous.has(normaliseName(row.name))) mostPopulous.set(normaliseName(row.name), row);
    const areas = new Map<string, LocatedArea>();
    for (const area of POSTCODE_AREAS) {
      const located = mostPopulous.get(normaliseName(area.place ?? area.postTown));
      if (located === undefined) throw new Error(`No GeoNames place for postcode area ${area.code}`);
      areas.set(area.code, { ...area, latitude: located.latitude, longitude: located.longitude });
    }
    this.areas = areas;
    const ranked = new Map<string, number>();
    this.places = rows
      .map((row) => ({ row, area: this.areaOf(row) }))
      .sort((a, b) => flatDistance(a.row, a.area) - flatDistance(b.row, b.area))
      .map(({ row, area }) => {
        const rank = ranked.get(area.code) ?? 0;
        ranked.set(area.code, rank + 1);
        const postTown = LONDON_AREAS.has(area.code) ? 'London' : row.name;
        const own = ownDistricts(area, mostPopulous.get(normaliseName(area.place ?? area.postTown))?.population ?? 0);
        const first = LONDON_AREAS.has(area.code) ? 0 : own;
        const districts = rank === 0 ? Array.from({ length: own }, (_, i) => i + 1) : [first + ((rank - 1) % DISTRICTS_PER_AREA) + 1];
        return { ...row, area, postTown, outcodes: districts.map((district) => `${area.code}${district}`) };
      })
      .sort((a, b) => b.population - a.population || a.name.localeCompare(b.name));
    for (const place of this.places) {
      if (!this.byName.has(normaliseName(place.name))) this.byName.set(normaliseName(place.name), place);
      for (const outcode of place.outcodes) if (!this.byOutcode.has(outcode)) this.byOutcode.set(outcode, place);
    }
    this.normalisedNames = this.places.map((place) => normaliseName(place.name));
    for (const area of areas.values()) {
      const place = mostPopulous.get(normaliseName(area.place ?? area.postTown));
      const known = place && this.byName.get(normaliseName(place.name));
      if (known && !this.byName.has(normaliseName(area.postTown))) this.byName.set(normaliseName(area.postTown), known);
    }
  }

  /**
   * Where a search term points: a full postcode or an outward code (any spacing or case) by its
   * outward code, else its area; an area code alone; a town by name, else the most populous town
   * whose name starts with the term. Null when the term is none of these (or not in the UK).
   */
  locate(term: string): Coordinates | null {
    const compact = term.replace(/\s+/g, '').toUpperCase();
    if (compact === '') return null;
    if (isValid(compact)) return this.locateOutcode(toOutcode(compact) ?? '');
    if (validOutcode(compact)) return this.locateOutcode(compact);
    if (/^[A-Z]{1,2}$/.test(compact) && this.areas.has(compact)) return this.areas.get(compact) ?? null;
    const name = normaliseName(term);
    if (name === '') return null;
    const exact = this.byName.get(name);
    if (exact) return exact;
    if (name.length < 3) return null;
    const index = this.normalisedNames.findIndex((candidate) => candidate.startsWith(name));
    return index < 0 ? null : this.places[index]!;
  }

  /** Whether an outward code search lands on this place (so every network has points there). */
  locatesAnOutcode(place: UkPlace): boolean {
    return place.outcodes.some((outcode) => this.byOutcode.get(outcode) === place);
  }

  private locateOutcode(outcode: string): Coordinates | null {
    const place = this.byOutcode.get(outcode);
    if (place) return place;
    const areaCode = /^[A-Z]{1,2}/.exec(outcode)?.[0] ?? '';
    return this.areas.get(areaCode) ?? null;
  }

  private areaOf(place: Coordinates & { nation: string }): LocatedArea {
    const fixed: Record<string, string> = { NIR: 'BT', GG: 'GY', JE: 'JE', IM: 'IM' };
    const own = fixed[place.nation];
    if (own !== undefined) return this.areas.get(own)!;
    const scottish = place.nation === 'SCT';
    let best: LocatedArea | null = null;
    for (const area of this.areas.values()) {
      if (Object.values(fixed).includes(area.code) || SCOTTISH_AREAS.has(area.code) !== scottish) continue;
      if (best === null || flatDistance(place, area) < flatDistance(place, best)) best = area;
    }
    return best!;
  }
}
