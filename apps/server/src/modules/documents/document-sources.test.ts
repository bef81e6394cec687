import Fastify from 'fastify';
import { expect, it } from 'vitest';
import { decorateDocumentSources } from './document-sources';
import { sampleConsignment } from './testing/sample-input';

it('gives each app instance its own document sources, so two apps in one process share none', async () => {
  const first = Fastify();
  const second = Fastify();
  decorateDocumentSources(first);
  decorateDocumentSources(second);
  first.documentSources.registerSource('consignment', async () => ({
    siteId: 1,
    version: '1',
    input: sampleConsignment(1),
  }));
  first.documentSources.registerConsignmentBriefs(async () => []);

  expect(first.documentSources.source('consignment')).toBeTypeOf('function');
  expect(second.documentSources.source('consignment')).toBeUndefined();
  expect(second.documentSources.consignmentBriefs()).toBeUndefined();
  expect(second.documentSources.manifestSource()).toBeUndefined();
  await Promise.all([first.close(), second.close()]);
});
