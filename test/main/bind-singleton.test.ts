import { Container, ContainerModule } from 'inversify';
import { describe, expect, it } from 'vitest';
import { bindSingleton } from '../../src/main/bind-singleton.js';
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
