import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

/** The lint rules that keep the server's boundaries, tried on code that breaks them and on the tree as it is. */
const root = fileURLToPath(new URL('../../..', import.meta.url));
let eslint: ESLint;

const problems = async (code: string, file: string) => {
  const [result] = await eslint.lintText(code, { filePath: `${root}apps/server/src/${file}` });
  return (result?.messages ?? []).map((m) => `${m.ruleId ?? ''}: ${m.message}`);
};

beforeAll(() => {
  eslint = new ESLint({ cwd: root });
});

describe('server boundaries', () => {
  it('refuse a module imported past its index.ts', async () => {
    expect(
      await problems(
        "export { carrierOf } from '../carrier-api/carrier-auth';\n",
        'modules/consignments/x.ts',
      ),
    ).toEqual([
      expect.stringMatching(
        /^import-x\/no-restricted-paths: .*import the carrier-api module through its index\.ts/,
      ),
    ]);
    expect(
      await problems("export { carrierOf } from '../carrier-api';\n", 'modules/consignments/x.ts'),
    ).toEqual([]);
    expect(
      await problems("export { carrierOf } from './carrier-auth';\n", 'modules/carrier-api/x.ts'),
    ).toEqual([]);
  });

  it('refuse every module imported past its index.ts, from modules and from the folders beside them', async () => {
    expect(
      await problems(
        "export { priceShipment } from '../quotes/quotes.service';\n",
        'modules/consignments/x.ts',
      ),
    ).toEqual([
      expect.stringMatching(
        /^import-x\/no-restricted-paths: .*import the quotes module through its index\.ts/,
      ),
    ]);
    expect(
      await problems(
        "export { createUser } from '../../modules/accounts/accounts.service';\n",
        'cli/commands/x.ts',
      ),
    ).toEqual([
      expect.stringMatching(
        /^import-x\/no-restricted-paths: .*import the accounts module through its index\.ts/,
      ),
    ]);
    expect(
      await problems(
        "export { listCarriers } from '../modules/carriers/carriers.service';\n",
        'simulator/x.ts',
      ),
    ).toEqual([
      expect.stringMatching(
        /^import-x\/no-restricted-paths: .*import the carriers module through its index\.ts/,
      ),
    ]);
    expect(
      await problems("export { priceShipment } from '../quotes';\n", 'modules/consignments/x.ts'),
    ).toEqual([]);
  });

  it("let tests, and only tests, use another module's fixtures", async () => {
    const fixture = "export { createQuoteWorld } from '../quotes/quote-world.fixture';\n";
    expect(await problems(fixture, 'modules/estimates/x.test.ts')).toEqual([]);
    expect(await problems(fixture, 'modules/consignments/x.fixture.ts')).toEqual([]);
    expect(await problems(fixture, 'modules/estimates/x.ts')).toEqual([
      expect.stringMatching(
        /^import-x\/no-restricted-paths: .*import the quotes module through its index\.ts/,
      ),
    ]);
    expect(
      await problems(
        "export { priceShipment } from '../quotes/quotes.service';\n",
        'modules/estimates/x.test.ts',
      ),
    ).toEqual([
      expect.stringMatching(
        /^import-x\/no-restricted-paths: .*import the quotes module through its index\.ts/,
      ),
    ]);
  });

  it("refuse another module's repository", async () => {
    expect(
      await problems(
        "export { listCarriers } from '../carriers/carriers.repository';\n",
        'modules/quotes/x.ts',
      ),
    ).toEqual([
      expect.stringMatching(/^import-x\/no-restricted-paths: .* imported in restricted zone\.$/),
      expect.stringMatching(
        /^import-x\/no-restricted-paths: .*import the carriers module through its index\.ts/,
      ),
    ]);
  });

  it("refuse another module's tables, wherever the schema is imported from, but not the shared ones", async () => {
    const foreign =
      "no-restricted-imports: 'quotes' import from '../../db/schema' is restricted from being used by a pattern. " +
      "the consignments module reads another module's tables through that module's index.ts";
    expect(
      await problems(
        "export { consignments, quotes, sites } from '../../db/schema';\n",
        'modules/consignments/x.repository.ts',
      ),
    ).toEqual([foreign]);
    expect(
      await problems(
        "export { carriers } from '../../../db/schema/carriers';\n",
        'modules/address-book/import/x.ts',
      ),
    ).toEqual([expect.stringMatching(/^no-restricted-imports: 'carriers' import from/)]);
    expect(
      await problems("export { quotes } from '../../db/schema';\n", 'modules/consignments/x.test.ts'),
    ).toEqual([]);
  });

  it('refuse a module in the tables', async () => {
    expect(
      await problems("export { listCarriers } from '../../modules/carriers';\n", 'db/schema/x.ts'),
    ).toEqual([expect.stringMatching(/^import-x\/no-restricted-paths: /)]);
  });

  it('refuse tables in routes', async () => {
    expect(
      await problems(
        "export { carriers } from '../../db/schema/carriers';\n",
        'modules/carriers/x.routes.ts',
      ),
    ).toEqual([expect.stringMatching(/^import-x\/no-restricted-paths: /)]);
  });

  it('refuse process.env outside config/env.ts', async () => {
    expect(await problems('export const port = process.env.PORT;\n', 'modules/consignments/x.ts')).toEqual([
      "no-restricted-properties: 'process.env' is restricted from being used. read settings from Config (config/env.ts) instead",
    ]);
    expect(await problems('export const port = process.env.PORT;\n', 'config/env.ts')).toEqual([]);
  });
});
