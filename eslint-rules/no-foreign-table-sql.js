// @ts-check
/**
 * A module's raw SQL names only its own tables (DESIGN 2). Imports of another module's tables are refused by
 * no-restricted-imports; this reads what imports cannot: the text of `sql` templates and `sql.raw(...)` strings,
 * where a table named after from, join, into, update, table or nextval(' belongs to another module.
 *
 * Options: { module, tables: { [sqlName]: owner }, allow: { [sqlName]: reason } }.
 */
const tableAfterKeyword =
  /\b(?:from|join|into|update|table)\s+"?([a-z_][a-z0-9_]*)|\bnextval\s*\(\s*'([a-z_][a-z0-9_]*)/gi;

/** @param {import('estree').Node} node */
const isSqlTag = (node) => node.type === 'Identifier' && node.name === 'sql';

/** @param {import('estree').Node} node */
const isSqlRaw = (node) =>
  node.type === 'MemberExpression' &&
  isSqlTag(node.object) &&
  node.property.type === 'Identifier' &&
  node.property.name === 'raw';

/** @type {import('eslint').Rule.RuleModule} */
const rule = {
  meta: {
    type: 'problem',
    docs: { description: "Refuse raw SQL that names another module's table" },
    schema: [
      {
        type: 'object',
        properties: {
          module: { type: 'string' },
          tables: { type: 'object', additionalProperties: { type: 'string' } },
          allow: { type: 'object', additionalProperties: { type: 'string' } },
        },
        required: ['module', 'tables'],
        additionalProperties: false,
      },
    ],
    messages: {
      foreign:
        "raw SQL names {{table}}, a table of the {{owner}} module: the {{module}} module reads it through that module's index.ts",
    },
  },
  create(context) {
    const { module, tables, allow = {} } = context.options[0];
    /** @param {import('estree').Node} node @param {string} text */
    const check = (node, text) => {
      for (const [, afterKeyword, sequence] of text.matchAll(tableAfterKeyword)) {
        const table = (afterKeyword ?? sequence).toLowerCase();
        const owner = tables[table];
        if (owner && owner !== module && !(table in allow))
          context.report({ node, messageId: 'foreign', data: { table, owner, module } });
      }
    };
    return {
      TaggedTemplateExpression(node) {
        // an interpolated value (a Drizzle table or column) stands as a placeholder: only the written text counts
        if (isSqlTag(node.tag))
          check(node, node.quasi.quasis.map((q) => q.value.cooked ?? q.value.raw).join(' ? '));
      },
      CallExpression(node) {
        const [arg] = node.arguments;
        if (!isSqlRaw(node.callee) || !arg) return;
        if (arg.type === 'Literal' && typeof arg.value === 'string') check(node, arg.value);
        if (arg.type === 'TemplateLiteral')
          check(node, arg.quasis.map((q) => q.value.cooked ?? q.value.raw).join(' ? '));
      },
    };
  },
};

export default rule;
