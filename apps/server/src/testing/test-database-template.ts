import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../platform/db/client';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A tarball of an in-memory PGlite database with every migration applied (PGlite's dumpDataDir). */
    pgliteTemplateFile?: string;
    /** A PostgreSQL database with every migration applied, copied by CREATE DATABASE ... TEMPLATE. */
    postgresTemplateName?: string;
  }
}

/**
 * Vitest global setup of the server suites: migrates one database before any file runs, so each file's fresh
 * database is a copy of it rather than a new database migrated from scratch (initdb and every migration, once per
 * file). On PGlite the copy is a data directory snapshot; on PostgreSQL a template database, dropped at the end.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  if (project.config.env.TEST_DB === 'postgres') return postgresTemplate(project);
  return pgliteTemplate(project);
}

async function pgliteTemplate(project: TestProject): Promise<() => Promise<void>> {
  const database = await openDatabase({ kind: 'pglite' });
  let snapshot: Blob | undefined;
  try {
    await database.migrate();
    snapshot = await database.dumpDataDir?.();
  } finally {
    await database.close();
  }
  if (!snapshot) throw new Error('the embedded database gave no snapshot of its files');
  const folder = mkdtempSync(join(tmpdir(), 'freight-test-template-'));
  const file = join(folder, 'migrated.tar');
  writeFileSync(file, Buffer.from(await snapshot.arrayBuffer()));
  project.provide('pgliteTemplateFile', file);
  return async () => rmSync(folder, { recursive: true, force: true });
}

async function postgresTemplate(project: TestProject): Promise<() => Promise<void>> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) throw new Error('TEST_DB=postgres needs DATABASE_URL');
  const name = `test_template_${process.pid}_${Date.now().toString(36)}`;
  await adminQuery(serverUrl, `create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ kind: 'postgres', url: url.toString(), max: 2 });
  try {
    await database.migrate();
  } finally {
    // a template takes no connections while it is copied
    await database.close();
  }
  project.provide('postgresTemplateName', name);
  return async () => adminQuery(serverUrl, `drop database if exists ${name} with (force)`);
}

async function adminQuery(serverUrl: string, sql: string): Promise<void> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(sql);
  } finally {
    await admin.end();
  }
}
