import { Container, ContainerModule } from 'inversify';
import { describe, expect, it } from 'vitest';
import type { Database } from '../../src/adapters/persistence/database.js';
import { bindDatabaseAdapters, bindLiveOrSandbox, bindUseCases } from '../../src/main/bind-singleton.js';
import { TOKENS, token } from '../../src/main/tokens.js';

class Greeting {
  constructor(readonly word: string, readonly name: string) {}
}

class Farewell {
  constructor(readonly word: string, readonly name: string) {}
}

const WORD = token<string>('test.Word');
const NAME = token<string>('test.Name');

describe('bindUseCases', () => {
  it('binds each class under itself, made once from the tokens\' values in the constructor\'s order', async () => {
    const container = new Container();
    let made = 0;
    await container.load(new ContainerModule(({ bind }) => {
      bind(WORD).toConstantValue('Hello');
      bind(NAME).toDynamicValue(() => {
        made += 1;
        return 'shopper';
      });
      bindUseCases(bind, [Greeting, Farewell], [WORD, NAME]);
    }));
    const first = container.get(Greeting);
    expect(first).toBeInstanceOf(Greeting);
    expect([first.word, first.name]).toEqual(['Hello', 'shopper']);
    expect(container.get(Greeting)).toBe(first);
    expect(container.get(Farewell)).toBeInstanceOf(Farewell);
    expect(container.get(Farewell)).toBe(container.get(Farewell));
    expect(made).toBe(2);
  });
});

class Stored {
  constructor(readonly db: Database) {}
}

const STORED = token<Stored>('test.Stored');
const ALSO_STORED = token<Stored>('test.AlsoStored');

describe('bindDatabaseAdapters', () => {
  it('binds each adapter under its port\'s token, made once from the database', async () => {
    const database = {} as Database;
    const container = new Container();
    await container.load(new ContainerModule(({ bind }) => {
      bind(TOKENS.Database).toConstantValue(database);
      bindDatabaseAdapters(bind, [STORED, Stored], [ALSO_STORED, Stored]);
    }));
    expect(container.get(STORED).db).toBe(database);
    expect(container.get(STORED)).toBe(container.get(STORED));
    expect(container.get(ALSO_STORED)).not.toBe(container.get(STORED));
  });
});

describe('bindLiveOrSandbox', () => {
  const PORT = token<string | null>('test.Port');
  const SANDBOX = token<string | null>('test.PortSandbox');
  const portWith = async (live: string | null, sandbox: string | null): Promise<string | null> => {
    const container = new Container();
    await container.load(new ContainerModule(({ bind }) => {
      bind(TOKENS.Config).toConstantValue({} as never);
      bind(SANDBOX).toConstantValue(sandbox);
      bindLiveOrSandbox(bind, PORT, SANDBOX, () => live);
    }));
    return container.get(PORT);
  };

  it('is the live client when the configuration makes one, else the sandbox, else nothing', async () => {
    expect(await portWith('live', null)).toBe('live');
    expect(await portWith(null, 'sandbox')).toBe('sandbox');
    expect(await portWith(null, null)).toBeNull();
  });
});
