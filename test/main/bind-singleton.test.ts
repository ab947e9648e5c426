import { Container, ContainerModule } from 'inversify';
import { describe, expect, it } from 'vitest';
import { bindSingleton, bindUseCases } from '../../src/main/bind-singleton.js';
import { token } from '../../src/main/tokens.js';

class Greeting {
  constructor(readonly word: string, readonly name: string) {}
}

const WORD = token<string>('test.Word');
const NAME = token<string>('test.Name');
const GREETING = token<Greeting>('test.Greeting');

describe('bindSingleton', () => {
  it('makes the class once, from the tokens\' values in the constructor\'s order', async () => {
    const container = new Container();
    let made = 0;
    await container.load(new ContainerModule(({ bind }) => {
      bind(WORD).toConstantValue('Hello');
      bind(NAME).toDynamicValue(() => {
        made += 1;
        return 'shopper';
      });
      bindSingleton(bind, GREETING, Greeting, [WORD, NAME]);
    }));
    const first = container.get(GREETING);
    expect(first).toBeInstanceOf(Greeting);
    expect([first.word, first.name]).toEqual(['Hello', 'shopper']);
    expect(container.get(GREETING)).toBe(first);
    expect(made).toBe(1);
  });
});

describe('bindUseCases', () => {
  class Farewell {
    constructor(readonly word: string, readonly name: string) {}
  }

  it('binds each class under itself, made once from the same tokens', async () => {
    const container = new Container();
    await container.load(new ContainerModule(({ bind }) => {
      bind(WORD).toConstantValue('Bye');
      bind(NAME).toConstantValue('shopper');
      bindUseCases(bind, [Greeting, Farewell], [WORD, NAME]);
    }));
    expect(container.get(Greeting)).toBeInstanceOf(Greeting);
    expect(container.get(Farewell)).toBeInstanceOf(Farewell);
    expect([container.get(Farewell).word, container.get(Farewell).name]).toEqual(['Bye', 'shopper']);
    expect(container.get(Greeting)).toBe(container.get(Greeting));
  });
});
