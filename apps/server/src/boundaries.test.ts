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

/** The one problem of an import that reaches past a module's index.ts. */
const pastIndex = (module: string) => [
  expect.stringMatching(
    new RegExp(`^import-x/no-restricted-paths: .*import the ${module} module through its index\\.ts`),
  ),
];

beforeAll(async () => {
  eslint = new ESLint({ cwd: root });
  // the first lint loads the config, parser and resolver: do it under the hook's longer timeout, not a test's
  await problems('export {};\n', 'modules/consignments/x.ts');
});

describe('server boundaries', () => {
  it('refuse a module imported past its index.ts', async () => {
    expect(
      await problems(
        "export { carrierOf } from '../carrier-api/carrier-auth';\n",
        'modules/consignments/x.ts',
      ),
    ).toEqual(pastIndex('carrier-api'));
    expect(
      await problems("export { carrierOf } from '../carrier-api';\n", 'modules/consignments/x.ts'),
    ).toEqual([]);
    expect(
      await problems("export { carrierOf } from './carrier-auth';\n", 'modules/carrier-api/x.ts'),
    ).toEqual([]);
  });

  it('refuse every module imported past its index.ts, from modules and from the folders beside them', async () => {
    for (const [module, code, file] of [
      ['quotes', "export { priceShipment } from '../quotes/quotes.service';\n", 'modules/consignments/x.ts'],
      [
        'accounts',
        "export { createUser } from '../../modules/accounts/accounts.service';\n",
        'cli/commands/x.ts',
      ],
      [
        'carriers',
        "export { listCarriers } from '../modules/carriers/carriers.service';\n",
        'simulator/x.ts',
      ],
    ] as const)
      expect(await problems(code, file)).toEqual(pastIndex(module));
    expect(
      await problems("export { priceShipment } from '../quotes';\n", 'modules/consignments/x.ts'),
    ).toEqual([]);
  });

  it("let tests, and only tests, use another module's fixtures", async () => {
    const fixture = "export { createQuoteWorld } from '../quotes/quote-world.fixture';\n";
    expect(await problems(fixture, 'modules/estimates/x.test.ts')).toEqual([]);
    expect(await problems(fixture, 'modules/consignments/x.fixture.ts')).toEqual([]);
    expect(await problems(fixture, 'modules/estimates/x.ts')).toEqual(pastIndex('quotes'));
    expect(
      await problems(
        "export { priceShipment } from '../quotes/quotes.service';\n",
        'modules/estimates/x.test.ts',
      ),
    ).toEqual(pastIndex('quotes'));
  });

  it("refuse another module's repository", async () => {
    expect(
      await problems(
        "export { listCarriers } from '../carriers/carriers.repository';\n",
        'modules/quotes/x.ts',
      ),
    ).toEqual([
      expect.stringMatching(/^import-x\/no-restricted-paths: .* imported in restricted zone\.$/),
      ...pastIndex('carriers'),
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

  it("refuse raw SQL naming another module's table, but not the module's own or a test's", async () => {
    const code = (text: string) => `import { sql } from 'drizzle-orm';\nexport const q = sql\`${text}\`;\n`;
    expect(
      await problems(
        code('select c.id from consignments c join quote_sets s on s.id = c.quote_set_id'),
        'modules/pickups/x.repository.ts',
      ),
    ).toEqual([
      "freight/no-foreign-table-sql: raw SQL names consignments, a table of the consignments module: the pickups module reads it through that module's index.ts",
      "freight/no-foreign-table-sql: raw SQL names quote_sets, a table of the quotes module: the pickups module reads it through that module's index.ts",
    ]);
    expect(
      await problems(
        "import { sql } from 'drizzle-orm';\nexport const n = sql.raw(\"select nextval('estimate_number_seq')\");\n",
        'modules/orders/x.ts',
      ),
    ).toEqual([
      expect.stringMatching(
        /^freight\/no-foreign-table-sql: raw SQL names estimate_number_seq, a table of the estimates module/,
      ),
    ]);
    expect(
      await problems(code('insert into consignments select 1 from sites'), 'modules/consignments/x.ts'),
    ).toEqual([]);
    expect(await problems(code('delete from consignments'), 'modules/pickups/x.test.ts')).toEqual([]);
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
