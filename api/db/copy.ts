// Moving a site off the embedded database (`npm run db:copy`): every table of PGlite into an empty
// PostgreSQL database, in one transaction that leaves the target untouched when anything fails.
import { sql } from 'drizzle-orm'
import { type Database, resultRows } from './client.ts'
import { migrate } from './migrate.ts'

/** A refusal the operator can act on (the target is not empty, the migrations differ). */
export class CopyRefused extends Error {
  override name = 'CopyRefused'
}

export interface CopiedTable {
  table: string
  /** Rows in the source, counted in the snapshot that was copied. */
  source: number
  /** Rows in the target after the copy. */
  target: number
}

/** Rows read and written per statement. */
const BATCH_ROWS = 1_000

const ident = (name: string) => sql.raw(`"${name.replaceAll('"', '""')}"`)

const count = async (db: Database, table: string) =>
  Number(resultRows<{ n: number | string }>(await db.execute(sql`select count(*) as n from ${ident(table)}`))[0]?.n)

/** Tables and sequences outside PostgreSQL's own schemas: a fresh database has none. */
async function relationsIn(db: Database): Promise<string[]> {
  const rows = resultRows<{ name: string }>(
    await db.execute(sql`select n.nspname || '.' || c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where c.relkind in ('r', 'p', 'v', 'm', 'S', 'f') and n.nspname not in ('pg_catalog', 'information_schema')
        and n.nspname not like 'pg\\_%' order by 1`),
  )
  return rows.map(({ name }) => name)
}

/**
 * The application's tables (schema public), read from the catalog so that a table added later is
 * never forgotten, ordered so that every table comes after the tables its foreign keys point at.
 */
export async function tablesInDependencyOrder(db: Database): Promise<string[]> {
  const rows = resultRows<{ name: string; depends: string[] | string }>(
    await db.execute(sql`select c.relname as name,
        coalesce(array_agg(distinct r.relname) filter (where r.relname is not null and r.oid <> c.oid), '{}') as depends
      from pg_class c join pg_namespace n on n.oid = c.relnamespace
      left join pg_constraint k on k.conrelid = c.oid and k.contype = 'f'
      left join pg_class r on r.oid = k.confrelid
      where n.nspname = 'public' and c.relkind in ('r', 'p') and not c.relispartition
      group by c.relname order by c.relname`),
  )
  const dependsOn = new Map(rows.map(({ name, depends }) => [name, new Set(typeof depends === 'string' ? parseArray(depends) : depends)]))
  const ordered: string[] = []
  while (dependsOn.size > 0) {
    const ready = [...dependsOn].filter(([, depends]) => [...depends].every((table) => !dependsOn.has(table))).map(([name]) => name)
    if (ready.length === 0) throw new Error(`Foreign keys form a cycle among: ${[...dependsOn.keys()].join(', ')}`)
    for (const name of ready) {
      ordered.push(name)
      dependsOn.delete(name)
    }
  }
  return ordered
}

/** A PostgreSQL array literal of plain names, as a driver that does not parse arrays answers it. */
const parseArray = (literal: string) =>
  literal
    .replace(/^\{|\}$/g, '')
    .split(',')
    .filter(Boolean)
    .map((name) => name.replace(/^"|"$/g, ''))

/** The columns a row is written with: all but the generated ones, which the target computes itself. */
async function writableColumns(db: Database, table: string): Promise<string[]> {
  const rows = resultRows<{ name: string }>(
    await db.execute(sql`select attname as name from pg_attribute
      where attrelid = ${`public.${table}`}::regclass and attnum > 0 and not attisdropped and attgenerated = ''
      order by attnum`),
  )
  return rows.map(({ name }) => name)
}

const migrationCount = async (db: Database) =>
  Number(resultRows<{ n: number | string }>(await db.execute(sql`select count(*) as n from drizzle.__drizzle_migrations`))[0]?.n)

/**
 * Copies every table of `source` into `target`, which must be empty: the migrations first, then
 * the rows of each table (generated columns are computed again, identity values kept), the
 * sequences moved past the copied ids, and the row counts compared. All of it happens in one
 * transaction of the target: a failure, or a count that differs, leaves the target as it was.
 * The source is brought up to date first, as a start of the site would.
 */
export async function copyDatabase(source: Database, target: Database): Promise<CopiedTable[]> {
  const existing = await relationsIn(target)
  if (existing.length > 0) {
    throw new CopyRefused(
      `The target database is not empty: it has ${existing.length} tables or sequences (${existing.slice(0, 5).join(', ')}${existing.length > 5 ? ', …' : ''}). ` +
        'db:copy only fills a new, empty database: create one (createdb) and point --to at it.',
    )
  }
  await migrate(source)
  return target.transaction(async (transaction) => {
    const tx = transaction as unknown as Database
    await tx.execute(sql`set local statement_timeout = 0`)
    await migrate(tx)
    if ((await migrationCount(tx)) !== (await migrationCount(source))) {
      throw new CopyRefused(
        'The embedded database has migrations this version of the site does not know: copy it with the version that wrote it.',
      )
    }
    const tables = await tablesInDependencyOrder(source)
    // Triggers would count the copied rows as edits (the content version) or stamp them anew;
    // rows the migrations wrote (single-row tables) are replaced by the source's.
    for (const table of tables) await tx.execute(sql`alter table ${ident(table)} disable trigger user`)
    await tx.execute(sql`truncate ${sql.join(tables.map(ident), sql`, `)}`)
    const copied: CopiedTable[] = []
    // One snapshot of the source for every table, read with a cursor a batch at a time.
    await source.transaction(async (reading) => {
      const from = reading as unknown as Database
      for (const table of tables) {
        const columns = sql.join((await writableColumns(from, table)).map(ident), sql`, `)
        await from.execute(
          sql`declare copy_rows no scroll cursor for select row_to_json(x)::text as row from (select ${columns} from ${ident(table)}) x`,
        )
        for (;;) {
          const rows = resultRows<{ row: string }>(await from.execute(sql.raw(`fetch ${BATCH_ROWS} from copy_rows`)))
          if (rows.length === 0) break
          const batch = `[${rows.map(({ row }) => row).join(',')}]`
          await tx.execute(
            sql`insert into ${ident(table)} (${columns}) overriding system value
              select ${columns} from json_populate_recordset(null::${ident(table)}, ${batch}::json)`,
          )
          if (rows.length < BATCH_ROWS) break
        }
        await from.execute(sql`close copy_rows`)
        copied.push({ table, source: await count(from, table), target: await count(tx, table) })
      }
    })
    for (const table of tables) await tx.execute(sql`alter table ${ident(table)} enable trigger user`)
    await moveSequences(tx)
    const differing = copied.filter(({ source, target }) => source !== target)
    if (differing.length > 0) {
      throw new Error(`Row counts differ after the copy: ${differing.map((t) => `${t.table} ${t.source} → ${t.target}`).join(', ')}`)
    }
    return copied
  })
}

/** Every sequence behind a column (identity or serial) of schema public continues after the largest copied value. */
async function moveSequences(tx: Database): Promise<void> {
  const columns = resultRows<{ table_name: string; column_name: string }>(
    await tx.execute(sql`select table_name, column_name from information_schema.columns
      where table_schema = 'public' and (is_identity = 'YES' or column_default like 'nextval(%')`),
  )
  for (const { table_name, column_name } of columns) {
    const table = ident(table_name)
    const column = ident(column_name)
    await tx.execute(
      sql`select setval(pg_get_serial_sequence(${`public."${table_name}"`}, ${column_name}), coalesce(max(${column}), 0) + 1, false) from ${table}`,
    )
  }
}
