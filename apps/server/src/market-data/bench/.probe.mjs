// src/market-data/bench/.probe.ts
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path3 from "node:path";

// src/db/database.ts
import { chmodSync as chmodSync2, closeSync, existsSync, openSync } from "node:fs";
import path from "node:path";
import SqliteDatabase from "better-sqlite3";
import { Kysely, Migrator, PostgresDialect, SqliteDialect, sql as sql2 } from "kysely";
import pg from "pg";

// src/data-dir/private-files.ts
import { chmodSync, mkdirSync } from "node:fs";
var PRIVATE_FILE_MODE = 384;
var PRIVATE_FOLDER_MODE = 448;
var privateFolderSync = (folder) => {
  mkdirSync(folder, { recursive: true, mode: PRIVATE_FOLDER_MODE });
  chmodSync(folder, PRIVATE_FOLDER_MODE);
};

// src/db/migrations/0001-accounts.ts
var up = async (db2) => {
  await db2.schema.createTable("users").addColumn("id", "text", (col) => col.primaryKey()).addColumn("email", "text", (col) => col.notNull().unique()).addColumn("email_verified", "integer", (col) => col.notNull().defaultTo(0)).addColumn("password_hash", "text", (col) => col.notNull()).addColumn("display_name", "text", (col) => col.notNull()).addColumn("national_code", "text", (col) => col.notNull().defaultTo("")).addColumn("phone_number", "text", (col) => col.notNull().defaultTo("")).addColumn("phone_verified", "integer", (col) => col.notNull().defaultTo(0)).addColumn("avatar_file", "text").addColumn("role", "text", (col) => col.notNull().defaultTo("other")).addColumn("access_json", "text", (col) => col.notNull()).addColumn("settings_json", "text", (col) => col.notNull()).addColumn("crypto_freeze_status", "text", (col) => col.notNull().defaultTo("unfreezed")).addColumn("frozen_at", "bigint").addColumn("xmoon_enabled", "integer", (col) => col.notNull().defaultTo(0)).addColumn("last_charge_date", "bigint").addColumn("last_charge_days", "integer", (col) => col.notNull().defaultTo(0)).addColumn("register_date", "bigint", (col) => col.notNull()).addColumn("updated_at", "bigint", (col) => col.notNull()).execute();
  await db2.schema.createTable("sessions").addColumn("id", "text", (col) => col.primaryKey()).addColumn("user_id", "text", (col) => col.notNull().references("users.id").onDelete("cascade")).addColumn("token_hash", "text", (col) => col.notNull().unique()).addColumn("login_date", "bigint", (col) => col.notNull()).addColumn("logout_date", "bigint").addColumn("last_seen_at", "bigint", (col) => col.notNull()).addColumn("ip", "text", (col) => col.notNull()).addColumn("browser", "text", (col) => col.notNull()).addColumn("os", "text", (col) => col.notNull()).addColumn("impersonator_id", "text").execute();
  await db2.schema.createIndex("sessions_user_id").on("sessions").column("user_id").execute();
  await db2.schema.createTable("password_resets").addColumn("token_hash", "text", (col) => col.primaryKey()).addColumn("user_id", "text", (col) => col.notNull().references("users.id").onDelete("cascade")).addColumn("expires_at", "bigint", (col) => col.notNull()).addColumn("used_at", "bigint").execute();
};

// src/db/migrations/0002-verification.ts
var up2 = async (db2) => {
  await db2.schema.createTable("verification_codes").addColumn("id", "text", (col) => col.primaryKey()).addColumn("user_id", "text", (col) => col.notNull().references("users.id").onDelete("cascade")).addColumn("channel", "text", (col) => col.notNull()).addColumn("target", "text", (col) => col.notNull()).addColumn("code_hash", "text", (col) => col.notNull()).addColumn("status", "text", (col) => col.notNull()).addColumn("attempts", "integer", (col) => col.notNull().defaultTo(0)).addColumn("created_at", "bigint", (col) => col.notNull()).addColumn("expires_at", "bigint", (col) => col.notNull()).addColumn("closed_at", "bigint").execute();
  await db2.schema.createIndex("verification_codes_user_channel").on("verification_codes").columns(["user_id", "channel", "created_at"]).execute();
  await db2.schema.createTable("alert_bot_links").addColumn("token", "text", (col) => col.primaryKey()).addColumn("user_id", "text", (col) => col.notNull().references("users.id").onDelete("cascade")).addColumn("created_at", "bigint", (col) => col.notNull()).addColumn("used_at", "bigint").addColumn("chat_id", "text").execute();
  await db2.schema.createIndex("alert_bot_links_user_id").on("alert_bot_links").column("user_id").execute();
};

// src/db/migrations/0003-uploads.ts
import { sql } from "kysely";
var up3 = async (db2) => {
  await db2.schema.createTable("videos").addColumn("id", "text", (col) => col.primaryKey()).addColumn("user_id", "text", (col) => col.notNull().references("users.id").onDelete("cascade")).addColumn("number", "integer", (col) => col.notNull()).addColumn("status", "text", (col) => col.notNull().defaultTo("pending")).addColumn("comment", "text").addColumn("file_name", "text", (col) => col.notNull().unique()).addColumn("mime_type", "text", (col) => col.notNull()).addColumn("size_bytes", "bigint", (col) => col.notNull()).addColumn("created_at", "bigint", (col) => col.notNull()).addColumn("due_date", "bigint").addColumn("reviewed_at", "bigint").addColumn("reviewer_id", "text", (col) => col.references("users.id").onDelete("set null")).addUniqueConstraint("videos_user_number", ["user_id", "number"]).execute();
  await db2.schema.createIndex("videos_one_pending_per_user").on("videos").column("user_id").unique().where(sql.ref("status"), "=", "pending").execute();
  await db2.schema.createIndex("videos_status_created").on("videos").columns(["status", "created_at"]).execute();
};

// src/db/migrations/0004-billing.ts
var up4 = async (db2) => {
  await db2.schema.createTable("installment_plans").addColumn("id", "text", (col) => col.primaryKey()).addColumn("user_id", "text", (col) => col.notNull().references("users.id").onDelete("cascade")).addColumn("plan_id", "text", (col) => col.notNull()).addColumn("days", "integer", (col) => col.notNull()).addColumn("currency", "text", (col) => col.notNull()).addColumn("first_amount_cents", "integer", (col) => col.notNull()).addColumn("second_amount_cents", "integer", (col) => col.notNull()).addColumn("last_amount_cents", "integer", (col) => col.notNull()).addColumn("started_at", "bigint").addColumn("created_at", "bigint", (col) => col.notNull()).addColumn("updated_at", "bigint", (col) => col.notNull()).execute();
  await db2.schema.createIndex("installment_plans_user_id").on("installment_plans").column("user_id").execute();
  await db2.schema.createTable("purchases").addColumn("id", "text", (col) => col.primaryKey()).addColumn("user_id", "text", (col) => col.notNull().references("users.id").onDelete("cascade")).addColumn("plan_id", "text", (col) => col.notNull()).addColumn("days", "integer", (col) => col.notNull()).addColumn("amount_cents", "integer", (col) => col.notNull()).addColumn("currency", "text", (col) => col.notNull()).addColumn("payment_method", "text", (col) => col.notNull()).addColumn("status", "text", (col) => col.notNull()).addColumn("details", "text").addColumn("installment_id", "text", (col) => col.references("installment_plans.id").onDelete("cascade")).addColumn("installment_slot", "text").addColumn("created_at", "bigint", (col) => col.notNull()).addColumn("settled_at", "bigint").execute();
  await db2.schema.createIndex("purchases_user_id_created_at").on("purchases").columns(["user_id", "created_at"]).execute();
  await db2.schema.createIndex("purchases_installment_id").on("purchases").column("installment_id").execute();
  await db2.schema.createTable("gifts").addColumn("id", "text", (col) => col.primaryKey()).addColumn("user_id", "text", (col) => col.notNull().references("users.id").onDelete("cascade")).addColumn("name", "text", (col) => col.notNull()).addColumn("title", "text", (col) => col.notNull()).addColumn("days", "integer", (col) => col.notNull()).addColumn("grant_group", "text", (col) => col.notNull()).addColumn("tier", "text", (col) => col.notNull()).addColumn("created_at", "bigint", (col) => col.notNull()).addColumn("enabled_at", "bigint").addColumn("created_by", "text").execute();
  await db2.schema.createIndex("gifts_user_id_name").on("gifts").columns(["user_id", "name"]).unique().execute();
};

// src/db/migrations/0005-content.ts
var LANGUAGES = ["en", "fa"];
var up5 = async (db2) => {
  let tips = db2.schema.createTable("tips").addColumn("id", "text", (col) => col.primaryKey()).addColumn("image_url", "text", (col) => col.notNull().defaultTo(""));
  for (const field of ["title", "tag", "text", "link", "link_text"]) {
    for (const lang of LANGUAGES) {
      tips = tips.addColumn(`${field}_${lang}`, "text", (col) => col.notNull().defaultTo(""));
    }
  }
  await tips.addColumn("create_date", "bigint", (col) => col.notNull()).execute();
  await db2.schema.createIndex("tips_create_date").on("tips").column("create_date").execute();
  await db2.schema.createTable("tip_reads").addColumn("user_id", "text", (col) => col.notNull().references("users.id").onDelete("cascade")).addColumn("tip_id", "text", (col) => col.notNull().references("tips.id").onDelete("cascade")).addColumn("read_at", "bigint", (col) => col.notNull()).addPrimaryKeyConstraint("tip_reads_pk", ["user_id", "tip_id"]).execute();
  await db2.schema.createIndex("tip_reads_tip_id").on("tip_reads").column("tip_id").execute();
  await db2.schema.createTable("help_sections").addColumn("id", "text", (col) => col.primaryKey()).addColumn("parent_id", "text", (col) => col.references("help_sections.id").onDelete("cascade")).addColumn("position", "integer", (col) => col.notNull().defaultTo(0)).addColumn("platform", "text", (col) => col.notNull().defaultTo("all")).addColumn("label_en", "text", (col) => col.notNull()).addColumn("label_fa", "text", (col) => col.notNull()).addColumn("content_en", "text", (col) => col.notNull().defaultTo("")).addColumn("content_fa", "text", (col) => col.notNull().defaultTo("")).addColumn("image_light", "text").addColumn("image_dark", "text").addColumn("updated_at", "bigint", (col) => col.notNull()).execute();
  await db2.schema.createIndex("help_sections_parent_id").on("help_sections").column("parent_id").execute();
  await db2.schema.createTable("feedback_entries").addColumn("id", "text", (col) => col.primaryKey()).addColumn("user_id", "text", (col) => col.notNull().references("users.id").onDelete("cascade")).addColumn("point", "integer").addColumn("message", "text").addColumn("created_at", "bigint", (col) => col.notNull()).execute();
  await db2.schema.createIndex("feedback_entries_user_id").on("feedback_entries").column("user_id").execute();
  await db2.schema.createTable("feedback_prompts").addColumn("user_id", "text", (col) => col.primaryKey().references("users.id").onDelete("cascade")).addColumn("postponed_until", "bigint").addColumn("answered_at", "bigint").execute();
  await db2.schema.createTable("feedback_quotes").addColumn("id", "text", (col) => col.primaryKey()).addColumn("position", "integer", (col) => col.notNull().defaultTo(0)).addColumn("text_en", "text", (col) => col.notNull()).addColumn("text_fa", "text", (col) => col.notNull()).addColumn("name_en", "text", (col) => col.notNull()).addColumn("name_fa", "text", (col) => col.notNull()).addColumn("created_at", "bigint", (col) => col.notNull()).execute();
  await db2.schema.createTable("content_seeds").addColumn("name", "text", (col) => col.primaryKey()).addColumn("seeded_at", "bigint", (col) => col.notNull()).execute();
};

// src/db/migrations/0006-market-data.ts
var up6 = async (db2) => {
  await db2.schema.createTable("candles").addColumn("source", "text", (col) => col.notNull()).addColumn("symbol", "text", (col) => col.notNull()).addColumn("timeframe", "integer", (col) => col.notNull()).addColumn("time", "bigint", (col) => col.notNull()).addColumn("open", "double precision", (col) => col.notNull()).addColumn("high", "double precision", (col) => col.notNull()).addColumn("low", "double precision", (col) => col.notNull()).addColumn("close", "double precision", (col) => col.notNull()).addColumn("volume", "double precision", (col) => col.notNull()).addPrimaryKeyConstraint("candles_pk", ["source", "symbol", "timeframe", "time"]).execute();
  await db2.schema.createTable("market_replay_state").addColumn("id", "text", (col) => col.primaryKey()).addColumn("seed", "integer", (col) => col.notNull()).addColumn("anchor", "bigint", (col) => col.notNull()).addColumn("shifts_json", "text", (col) => col.notNull()).addColumn("data_version", "text", (col) => col.notNull()).addColumn("created_at", "bigint", (col) => col.notNull()).execute();
};

// src/db/migrations/0007-system-packs.ts
var up7 = async (db2) => {
  await db2.schema.createTable("system_packs").addColumn("market", "text", (col) => col.notNull()).addColumn("section", "text", (col) => col.notNull()).addColumn("name", "text", (col) => col.notNull()).addColumn("pack_json", "text", (col) => col.notNull()).addColumn("position", "integer", (col) => col.notNull()).addPrimaryKeyConstraint("system_packs_pk", ["market", "section", "name"]).execute();
};

// src/db/migrations/0008-charts.ts
var up8 = async (db2) => {
  await db2.schema.createTable("charts").addColumn("user_id", "text", (col) => col.notNull().references("users.id").onDelete("cascade")).addColumn("id", "text", (col) => col.notNull()).addColumn("symbol", "text", (col) => col.notNull()).addColumn("strategy_ids_json", "text", (col) => col.notNull()).addColumn("resolution", "integer", (col) => col.notNull()).addColumn("payload_json", "text", (col) => col.notNull()).addColumn("updated_at", "bigint", (col) => col.notNull()).addPrimaryKeyConstraint("charts_pk", ["user_id", "id"]).execute();
};

// src/db/migrations/0009-match-receipts.ts
var up9 = async (db2) => {
  await db2.schema.createTable("match_receipts").addColumn("id", "text", (col) => col.primaryKey()).addColumn("received_at", "bigint", (col) => col.notNull()).execute();
};

// src/db/migrations/0010-telegram.ts
var up10 = async (db2) => {
  await db2.schema.alterTable("alert_bot_links").addColumn("muted_until", "bigint").execute();
  await db2.schema.createIndex("alert_bot_links_chat_id").on("alert_bot_links").column("chat_id").execute();
};

// src/db/migrations/0011-alerts.ts
var up11 = async (db2) => {
  await db2.schema.createTable("alert_outbox").addColumn("id", "text", (col) => col.primaryKey()).addColumn("user_id", "text", (col) => col.notNull().references("users.id").onDelete("cascade")).addColumn("match_id", "text", (col) => col.notNull()).addColumn("channel", "text", (col) => col.notNull()).addColumn("kind", "text", (col) => col.notNull()).addColumn("market", "text", (col) => col.notNull()).addColumn("pack_name", "text").addColumn("target", "text").addColumn("payload_json", "text", (col) => col.notNull()).addColumn("status", "text", (col) => col.notNull()).addColumn("attempts", "integer", (col) => col.notNull()).addColumn("next_attempt_at", "bigint").addColumn("lease_until", "bigint").addColumn("lease_token", "text").addColumn("last_error", "text").addColumn("created_at", "bigint", (col) => col.notNull()).addColumn("updated_at", "bigint", (col) => col.notNull()).addColumn("delivered_at", "bigint").addUniqueConstraint("alert_outbox_once", ["user_id", "match_id", "channel"]).execute();
  await db2.schema.createIndex("alert_outbox_due").on("alert_outbox").columns(["channel", "status", "next_attempt_at"]).execute();
  await db2.schema.createIndex("alert_outbox_user").on("alert_outbox").columns(["user_id", "created_at"]).execute();
  await db2.schema.createTable("alert_attempts").addColumn("outbox_id", "text", (col) => col.notNull().references("alert_outbox.id").onDelete("cascade")).addColumn("attempt", "integer", (col) => col.notNull()).addColumn("at", "bigint", (col) => col.notNull()).addColumn("ok", "integer", (col) => col.notNull()).addColumn("error", "text").addPrimaryKeyConstraint("alert_attempts_pk", ["outbox_id", "attempt"]).execute();
  await db2.schema.createTable("alert_webhook_secrets").addColumn("user_id", "text", (col) => col.primaryKey().references("users.id").onDelete("cascade")).addColumn("secret", "text", (col) => col.notNull()).addColumn("created_at", "bigint", (col) => col.notNull()).execute();
};

// src/db/migrations/0013-admin-audit.ts
var up12 = async (db2) => {
  await db2.schema.createTable("admin_audit").addColumn("id", "text", (col) => col.primaryKey()).addColumn("actor_id", "text", (col) => col.notNull()).addColumn("actor_email", "text", (col) => col.notNull()).addColumn("action", "text", (col) => col.notNull()).addColumn("target", "text").addColumn("details_json", "text", (col) => col.notNull()).addColumn("created_at", "bigint", (col) => col.notNull()).execute();
  await db2.schema.createIndex("admin_audit_created_at").on("admin_audit").column("created_at").execute();
};

// src/db/migrations/0014-alert-speed.ts
var up13 = async (db2) => {
  await db2.schema.createIndex("users_updated_at").on("users").column("updated_at").execute();
};

// src/db/migrations/index.ts
var MIGRATIONS = {
  "0001-accounts": { up },
  "0002-verification": { up: up2 },
  "0003-uploads": { up: up3 },
  "0004-billing": { up: up4 },
  "0005-content": { up: up5 },
  "0006-market-data": { up: up6 },
  "0007-system-packs": { up: up7 },
  "0008-charts": { up: up8 },
  "0009-match-receipts": { up: up9 },
  "0010-telegram": { up: up10 },
  "0011-alerts": { up: up11 },
  "0013-admin-audit": { up: up12 },
  "0014-alert-speed": { up: up13 }
};
var migrationProvider = {
  getMigrations: async () => MIGRATIONS
};

// src/db/database.ts
var INT8_OID = 20;
var openSqlite = (dataDir2) => {
  privateFolderSync(dataDir2);
  const name = path.join(dataDir2, "tradescope.sqlite");
  closeSync(openSync(name, "a", PRIVATE_FILE_MODE));
  for (const each of [name, `${name}-wal`, `${name}-shm`])
    if (existsSync(each)) chmodSync2(each, PRIVATE_FILE_MODE);
  const file = new SqliteDatabase(name);
  file.pragma("journal_mode = WAL");
  file.pragma("synchronous = NORMAL");
  file.pragma("foreign_keys = ON");
  file.pragma("busy_timeout = 5000");
  return new Kysely({ dialect: new SqliteDialect({ database: file }) });
};
var openPostgres = (connectionString) => {
  const pool = new pg.Pool({
    connectionString,
    max: 10,
    // Millisecond times live in bigint columns; read them as numbers (they stay far below 2^53).
    types: {
      getTypeParser: ((oid, format) => oid === INT8_OID ? Number : pg.types.getTypeParser(oid, format))
    }
  });
  return new Kysely({ dialect: new PostgresDialect({ pool }) });
};
var openDatabase = async ({ dataDir: dataDir2, databaseUrl }) => {
  const db2 = databaseUrl === void 0 ? openSqlite(dataDir2) : openPostgres(databaseUrl);
  const migrationTableSchema = databaseUrl === void 0 ? void 0 : (await sql2`select current_schema() as schema`.execute(db2)).rows[0]?.schema;
  const migrator = new Migrator({
    db: db2,
    provider: migrationProvider,
    ...migrationTableSchema === void 0 ? {} : { migrationTableSchema }
  });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((result) => result.status === "Error");
  if (error !== void 0 || failed !== void 0) {
    await db2.destroy();
    throw new Error(`database migration ${failed?.migrationName ?? ""} failed: ${String(error)}`);
  }
  return db2;
};

// src/db/database-size.ts
import { sql as sql3 } from "kysely";

// ../../packages/domain/src/markets/quotes.ts
var SPOT_QUOTES = [
  "usdt",
  "btc",
  "busd",
  "usdc",
  "eur",
  "try",
  "bnb",
  "eth",
  "fdusd",
  "tusd",
  "dai",
  "aud",
  "brl",
  "gbp",
  "jpy",
  "rub",
  "uah",
  "ngn",
  "zar",
  "idr",
  "pln",
  "ron",
  "ars",
  "mxn",
  "cop",
  "czk"
];
var FOREX_QUOTES = ["usd", "jpy", "chf", "cad", "nzd", "aud", "gbp"];
var USD_QUOTES = ["usd"];
var INDEX_QUOTES = ["usd", "eur", "gbp", "jpy"];
var STABLE_FUTURES_QUOTES = ["usdt", "usdc"];
var USDT_QUOTES = ["usdt"];
var COIN_MARGINED_QUOTES = ["usd"];
var MAJOR_SPOT_QUOTES = ["usdt", "usdc", "btc", "eth"];

// ../../packages/domain/src/markets/timeframes.ts
var CRYPTO_FUTURES_TIMEFRAMES = [
  5,
  15,
  30,
  60,
  120,
  240,
  720,
  1440,
  10080
];
var CRYPTO_SPOT_TIMEFRAMES = [
  3,
  ...CRYPTO_FUTURES_TIMEFRAMES
];
var MEXC_TIMEFRAMES = [5, 15, 30, 60, 240, 1440, 10080];
var BROKER_TIMEFRAMES = [1, 5, 15, 30, 60, 240, 1440, 10080];

// ../../packages/domain/src/markets/source-catalog.ts
var chart = { defaultTimeframe: 240 };
var BIG_EXCHANGE_VOLUMES = { usdt: 5e10, usdc: 1e10, fdusd: 1e10, btc: 1e6, eth: 1e7, usd: 5e10 };
var MID_EXCHANGE_VOLUMES = { usdt: 2e10, usdc: 5e9, btc: 1e5, eth: 1e6, usd: 2e10 };
var SOURCES = {
  "binance-spot": {
    name: "binance-spot",
    title: "Binance Spot",
    kind: "spot",
    markets: ["crypto"],
    quotes: { crypto: SPOT_QUOTES },
    timeframes: CRYPTO_SPOT_TIMEFRAMES,
    urlTemplate: "https://www.binance.com/en/trade/:base_:quote",
    maxVolumes24h: BIG_EXCHANGE_VOLUMES,
    defaultBase: "btc",
    chart
  },
  "binance-usdm": {
    name: "binance-usdm",
    title: "Binance USD-M Futures",
    kind: "futures",
    markets: ["crypto"],
    quotes: { crypto: STABLE_FUTURES_QUOTES },
    timeframes: CRYPTO_FUTURES_TIMEFRAMES,
    urlTemplate: "https://www.binance.com/en/futures/:base:quote",
    maxVolumes24h: BIG_EXCHANGE_VOLUMES,
    defaultBase: "btc",
    chart
  },
  "binance-coinm": {
    name: "binance-coinm",
    title: "Binance COIN-M Futures",
    kind: "futures",
    markets: ["crypto"],
    quotes: { crypto: COIN_MARGINED_QUOTES },
    timeframes: CRYPTO_FUTURES_TIMEFRAMES,
    urlTemplate: "https://www.binance.com/en/delivery/:base:quote_PERPETUAL",
    maxVolumes24h: BIG_EXCHANGE_VOLUMES,
    defaultBase: "btc",
    chart
  },
  "coinex-spot": {
    name: "coinex-spot",
    title: "CoinEx Spot",
    kind: "spot",
    markets: ["crypto"],
    quotes: { crypto: MAJOR_SPOT_QUOTES },
    timeframes: CRYPTO_SPOT_TIMEFRAMES,
    urlTemplate: "https://www.coinex.com/en/exchange/:base-:quote",
    maxVolumes24h: MID_EXCHANGE_VOLUMES,
    defaultBase: "btc",
    chart
  },
  "coinex-futures": {
    name: "coinex-futures",
    title: "CoinEx Futures",
    kind: "futures",
    markets: ["crypto"],
    quotes: { crypto: STABLE_FUTURES_QUOTES },
    timeframes: CRYPTO_FUTURES_TIMEFRAMES,
    urlTemplate: "https://www.coinex.com/en/futures/:base-:quote",
    maxVolumes24h: MID_EXCHANGE_VOLUMES,
    defaultBase: "btc",
    chart
  },
  "bingx-futures": {
    name: "bingx-futures",
    title: "BingX Futures",
    kind: "futures",
    markets: ["crypto"],
    quotes: { crypto: USDT_QUOTES },
    timeframes: CRYPTO_FUTURES_TIMEFRAMES,
    urlTemplate: "https://bingx.com/en/perpetual/:base-:quote",
    maxVolumes24h: MID_EXCHANGE_VOLUMES,
    defaultBase: "btc",
    chart
  },
  "kucoin-spot": {
    name: "kucoin-spot",
    title: "KuCoin Spot",
    kind: "spot",
    markets: ["crypto"],
    quotes: { crypto: MAJOR_SPOT_QUOTES },
    timeframes: CRYPTO_SPOT_TIMEFRAMES,
    urlTemplate: "https://www.kucoin.com/trade/:base-:quote",
    maxVolumes24h: MID_EXCHANGE_VOLUMES,
    defaultBase: "btc",
    chart
  },
  "kucoin-futures": {
    name: "kucoin-futures",
    title: "KuCoin Futures",
    kind: "futures",
    markets: ["crypto"],
    quotes: { crypto: STABLE_FUTURES_QUOTES },
    timeframes: CRYPTO_FUTURES_TIMEFRAMES,
    // kucoin perpetual symbols end in M (XBTUSDTM).
    urlTemplate: "https://www.kucoin.com/futures/trade/:base:quoteM",
    maxVolumes24h: MID_EXCHANGE_VOLUMES,
    defaultBase: "xbt",
    chart
  },
  "bybit-spot": {
    name: "bybit-spot",
    title: "Bybit Spot",
    kind: "spot",
    markets: ["crypto"],
    quotes: { crypto: MAJOR_SPOT_QUOTES },
    timeframes: CRYPTO_SPOT_TIMEFRAMES,
    urlTemplate: "https://www.bybit.com/en/trade/spot/:base/:quote",
    maxVolumes24h: MID_EXCHANGE_VOLUMES,
    defaultBase: "btc",
    chart
  },
  "bybit-futures": {
    name: "bybit-futures",
    title: "Bybit Futures",
    kind: "futures",
    markets: ["crypto"],
    quotes: { crypto: STABLE_FUTURES_QUOTES },
    timeframes: CRYPTO_FUTURES_TIMEFRAMES,
    urlTemplate: "https://www.bybit.com/trade/usdt/:base:quote",
    maxVolumes24h: BIG_EXCHANGE_VOLUMES,
    defaultBase: "btc",
    chart
  },
  "mexc-spot": {
    name: "mexc-spot",
    title: "MEXC Spot",
    kind: "spot",
    markets: ["crypto"],
    quotes: { crypto: MAJOR_SPOT_QUOTES },
    timeframes: MEXC_TIMEFRAMES,
    urlTemplate: "https://www.mexc.com/exchange/:base_:quote",
    maxVolumes24h: MID_EXCHANGE_VOLUMES,
    defaultBase: "btc",
    chart
  },
  "mexc-futures": {
    name: "mexc-futures",
    title: "MEXC Futures",
    kind: "futures",
    markets: ["crypto"],
    quotes: { crypto: STABLE_FUTURES_QUOTES },
    timeframes: MEXC_TIMEFRAMES,
    urlTemplate: "https://futures.mexc.com/exchange/:base_:quote",
    maxVolumes24h: MID_EXCHANGE_VOLUMES,
    defaultBase: "btc",
    chart
  },
  oanda: {
    name: "oanda",
    title: "OANDA",
    kind: "broker",
    markets: ["currencies", "commodities", "indices"],
    quotes: { currencies: FOREX_QUOTES, commodities: USD_QUOTES, indices: INDEX_QUOTES },
    timeframes: BROKER_TIMEFRAMES,
    // OANDA has no public per-instrument page; TradingView's OANDA feed is the usual public chart.
    urlTemplate: "https://www.tradingview.com/symbols/OANDA-:base:quote/",
    maxVolumes24h: { usd: 1e7, jpy: 1e7, chf: 1e7, cad: 1e7, nzd: 1e7, aud: 1e7, gbp: 1e7, eur: 1e7 },
    chart
  },
  "lite-finance": {
    name: "lite-finance",
    title: "LiteFinance",
    kind: "broker",
    markets: ["stock"],
    quotes: { stock: USD_QUOTES },
    timeframes: BROKER_TIMEFRAMES,
    urlTemplate: "https://www.litefinance.org/trading/chart/?symbol=:base:quote",
    maxVolumes24h: { usd: 1e9 },
    chart
  }
};

// ../../packages/engine/src/series/candle.ts
var COLUMN_NAMES = ["time", "open", "high", "low", "close", "volume"];
function emptyColumns(length) {
  return {
    time: new Float64Array(length),
    open: new Float64Array(length),
    high: new Float64Array(length),
    low: new Float64Array(length),
    close: new Float64Array(length),
    volume: new Float64Array(length)
  };
}
function columnsFromCandles(candles) {
  const columns = emptyColumns(candles.length);
  for (let i = 0; i < candles.length; i++) writeCandle(columns, i, candles[i]);
  return columns;
}
function writeCandle(columns, index, candle) {
  columns.time[index] = candle.time;
  columns.open[index] = candle.open;
  columns.high[index] = candle.high;
  columns.low[index] = candle.low;
  columns.close[index] = candle.close;
  columns.volume[index] = candle.volume;
}
function candleAt(columns, index) {
  if (!(index >= 0 && index < columns.time.length)) throw new RangeError(`no candle at index ${index}`);
  return {
    time: columns.time[index],
    open: columns.open[index],
    high: columns.high[index],
    low: columns.low[index],
    close: columns.close[index],
    volume: columns.volume[index]
  };
}
function sliceColumns(columns, start, end) {
  return {
    time: columns.time.subarray(start, end),
    open: columns.open.subarray(start, end),
    high: columns.high.subarray(start, end),
    low: columns.low.subarray(start, end),
    close: columns.close.subarray(start, end),
    volume: columns.volume.subarray(start, end)
  };
}

// ../../packages/engine/src/series/timeframe.ts
var seconds = (value) => value;
var CalendarTimeframe = {
  day: 1440,
  week: 10080,
  /** The product's name for one calendar month. */
  month: 43800
};
var DAY_SECONDS = 86400;
var WEEK_SECONDS = 604800;
var FIRST_MONDAY = 4 * DAY_SECONDS;
var isTimeframe = (timeframe) => Number.isInteger(timeframe) && timeframe > 0;
var assertTimeframe = (timeframe) => {
  if (!isTimeframe(timeframe)) throw new RangeError(`timeframe must be a positive whole number of minutes`);
};
function bucketStart(time, timeframe) {
  assertTimeframe(timeframe);
  if (timeframe === CalendarTimeframe.month) {
    const date = new Date(time * 1e3);
    return seconds(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), 1) / 1e3);
  }
  if (timeframe === CalendarTimeframe.week) {
    return seconds(Math.floor((time - FIRST_MONDAY) / WEEK_SECONDS) * WEEK_SECONDS + FIRST_MONDAY);
  }
  const size = timeframe * 60;
  return seconds(Math.floor(time / size) * size);
}
function nextBucketStart(start, timeframe) {
  assertTimeframe(timeframe);
  if (timeframe === CalendarTimeframe.month) {
    const date = new Date(start * 1e3);
    return seconds(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 1) / 1e3);
  }
  return seconds(start + timeframe * 60);
}
function canAggregate(lower, higher) {
  if (!isTimeframe(lower) || !isTimeframe(higher) || higher <= lower) return false;
  if (higher === CalendarTimeframe.week || higher === CalendarTimeframe.month) {
    return CalendarTimeframe.day % lower === 0;
  }
  return higher % lower === 0;
}

// ../../packages/engine/src/series/aggregate.ts
function assertAggregation(lower, higher) {
  if (!canAggregate(lower, higher)) {
    throw new RangeError(`cannot aggregate ${lower}-minute candles into ${higher}-minute candles`);
  }
}
function aggregateCandles(lower, lowerTimeframe, higherTimeframe) {
  assertAggregation(lowerTimeframe, higherTimeframe);
  const { time, open, high, low, close, volume } = lower;
  const n = time.length;
  const out = emptyColumns(n);
  let count = -1;
  let bucketEnd = Number.NEGATIVE_INFINITY;
  for (let i = 0; i < n; i++) {
    const t = time[i];
    if (t >= bucketEnd) {
      const start = bucketStart(t, higherTimeframe);
      bucketEnd = nextBucketStart(start, higherTimeframe);
      count++;
      out.time[count] = start;
      out.open[count] = open[i];
      out.high[count] = high[i];
      out.low[count] = low[i];
      out.volume[count] = volume[i];
    } else {
      if (high[i] > out.high[count]) out.high[count] = high[i];
      if (low[i] < out.low[count]) out.low[count] = low[i];
      out.volume[count] = out.volume[count] + volume[i];
    }
    out.close[count] = close[i];
  }
  const lastClosed = n > 0 && time[n - 1] + lowerTimeframe * 60 >= bucketEnd;
  return { candles: copyColumns(sliceColumns(out, 0, count + 1)), lastClosed };
}
function copyColumns(columns) {
  return {
    time: columns.time.slice(),
    open: columns.open.slice(),
    high: columns.high.slice(),
    low: columns.low.slice(),
    close: columns.close.slice(),
    volume: columns.volume.slice()
  };
}

// ../../packages/engine/src/series/candle-aggregator.ts
var NONE = [];
var CandleAggregator = class {
  lowerTimeframe;
  higherTimeframe;
  #start = 0;
  #end = Number.NEGATIVE_INFINITY;
  #open = 0;
  #high = 0;
  #low = 0;
  #close = 0;
  #volume = 0;
  #active = false;
  #lastTime = Number.NEGATIVE_INFINITY;
  constructor(lowerTimeframe, higherTimeframe) {
    assertAggregation(lowerTimeframe, higherTimeframe);
    this.lowerTimeframe = lowerTimeframe;
    this.higherTimeframe = higherTimeframe;
  }
  /** The higher candle built so far from closed lower candles, if one is open. */
  get partial() {
    return this.#active ? this.#snapshot() : void 0;
  }
  /** Adds a closed lower candle; returns the higher candles it closed (usually none, at most two). */
  add(candle) {
    if (!(candle.time > this.#lastTime)) {
      throw new RangeError(`candle at ${candle.time} does not open after the last one (${this.#lastTime})`);
    }
    this.#lastTime = candle.time;
    let closed;
    if (this.#active && candle.time >= this.#end) closed = [this.#finish()];
    if (this.#active) {
      if (candle.high > this.#high) this.#high = candle.high;
      if (candle.low < this.#low) this.#low = candle.low;
      this.#volume += candle.volume;
    } else {
      this.#start = bucketStart(candle.time, this.higherTimeframe);
      this.#end = nextBucketStart(this.#start, this.higherTimeframe);
      this.#open = candle.open;
      this.#high = candle.high;
      this.#low = candle.low;
      this.#volume = candle.volume;
      this.#active = true;
    }
    this.#close = candle.close;
    if (candle.time + this.lowerTimeframe * 60 >= this.#end) {
      closed ??= [];
      closed.push(this.#finish());
    }
    return closed ?? NONE;
  }
  /** Closes the open higher candle if `now` has reached its end (e.g. a market shut early). */
  closeDue(now) {
    return this.#active && now >= this.#end ? this.#finish() : void 0;
  }
  #finish() {
    this.#active = false;
    return this.#snapshot();
  }
  #snapshot() {
    return {
      time: this.#start,
      open: this.#open,
      high: this.#high,
      low: this.#low,
      close: this.#close,
      volume: this.#volume
    };
  }
};

// ../../packages/engine/src/series/candle-series.ts
var UpsertResult = { appended: "appended", replaced: "replaced" };
var CandleSeries = class _CandleSeries {
  key;
  maxLength;
  #buffers;
  #start = 0;
  #length = 0;
  #views;
  constructor(key, options = {}) {
    const maxLength = options.maxLength ?? Number.POSITIVE_INFINITY;
    if (!(maxLength >= 1)) throw new RangeError("maxLength must be at least 1");
    this.key = key;
    this.maxLength = maxLength;
    this.#buffers = emptyColumns(Math.max(1, Math.min(options.initialCapacity ?? 256, maxLength)));
  }
  static fromColumns(key, columns, options = {}) {
    const total = columns.time.length;
    const series = new _CandleSeries(key, { ...options, initialCapacity: Math.max(total, 1) });
    const from = Math.max(0, total - series.maxLength);
    for (let i = from; i < total; i++) series.append(candleAt(columns, i));
    return series;
  }
  get length() {
    return this.#length;
  }
  /** Views of the stored candles; valid until the next append or replace. */
  columns() {
    this.#views ??= sliceColumns(this.#buffers, this.#start, this.#start + this.#length);
    return this.#views;
  }
  at(index) {
    if (!(index >= 0 && index < this.#length)) throw new RangeError(`no candle at index ${index}`);
    return candleAt(this.#buffers, this.#start + index);
  }
  last() {
    return this.#length === 0 ? void 0 : this.at(this.#length - 1);
  }
  /** Adds a candle that opens after the last one. */
  append(candle) {
    const last = this.#lastTime();
    if (last !== void 0 && !(candle.time > last)) {
      throw new RangeError(`candle at ${candle.time} does not open after the last one (${last})`);
    }
    if (this.#length === this.maxLength) {
      this.#start++;
      this.#length--;
    }
    if (this.#start + this.#length === this.#buffers.time.length) this.#makeRoom();
    writeCandle(this.#buffers, this.#start + this.#length, candle);
    this.#length++;
    this.#views = void 0;
  }
  /** Overwrites the last candle, which must open at the same time: the still-open candle moved. */
  replaceLast(candle) {
    const last = this.#lastTime();
    if (last !== candle.time) throw new RangeError(`replaceLast needs a candle opening at ${last}`);
    writeCandle(this.#buffers, this.#start + this.#length - 1, candle);
  }
  /** Replaces the last candle if `candle` opens at the same time, else appends it. */
  upsert(candle) {
    if (this.#lastTime() === candle.time) {
      this.replaceLast(candle);
      return UpsertResult.replaced;
    }
    this.append(candle);
    return UpsertResult.appended;
  }
  #lastTime() {
    return this.#length === 0 ? void 0 : this.#buffers.time[this.#start + this.#length - 1];
  }
  #makeRoom() {
    const capacity = this.#buffers.time.length;
    const compact = this.#start >= capacity / 2;
    const target = compact ? this.#buffers : emptyColumns(capacity * 2);
    for (const name of COLUMN_NAMES) {
      const live = this.#buffers[name].subarray(this.#start, this.#start + this.#length);
      target[name].set(live, 0);
    }
    this.#buffers = target;
    this.#start = 0;
  }
};

// src/feed/candle-store.ts
var keyOf = (source, symbol, timeframe) => `${source}|${symbol}|${timeframe}`;
var priceKeyOf = (source, symbol) => `${source}|${symbol}`;
var CandleStore = class {
  #series = /* @__PURE__ */ new Map();
  #prices = /* @__PURE__ */ new Map();
  /** Starts a series from history (oldest first), keeping at most `maxLength` candles. */
  create(key, history, maxLength) {
    const series = CandleSeries.fromColumns(key, history, { maxLength });
    this.#series.set(keyOf(key.source, key.symbol, key.timeframe), series);
    return series;
  }
  get(source, symbol, timeframe) {
    return this.#series.get(keyOf(source, symbol, timeframe));
  }
  /** Appends a closed candle; returns the series, or undefined when the series is unknown. */
  append(key, candle) {
    const series = this.get(key.source, key.symbol, key.timeframe);
    series?.append(candle);
    return series;
  }
  all() {
    return this.#series.values();
  }
  get size() {
    return this.#series.size;
  }
  setPrice(tick) {
    this.#prices.set(priceKeyOf(tick.source, tick.symbol), tick);
  }
  price(source, symbol) {
    return this.#prices.get(priceKeyOf(source, symbol));
  }
  clear() {
    this.#series.clear();
    this.#prices.clear();
  }
};

// src/feed/market-events.ts
var createMarketEvents = (onListenerError = () => {
}) => {
  const listeners = /* @__PURE__ */ new Map();
  return {
    on(type, listener) {
      const set = listeners.get(type) ?? /* @__PURE__ */ new Set();
      listeners.set(type, set);
      set.add(listener);
      return () => set.delete(listener);
    },
    emit(type, event) {
      const set = listeners.get(type);
      if (set === void 0) return;
      for (const listener of set) {
        try {
          listener(event);
        } catch (error) {
          onListenerError(error);
        }
      }
    }
  };
};

// src/feed/instrument.ts
var instrumentId = (source, symbol) => `${source}:${symbol}`;

// src/feed/sessions.ts
var SESSIONS = {
  /** Crypto never closes. */
  always: void 0,
  /** OANDA forex, metals, energy and index CFDs: Sunday 17:00 to Friday 17:00 New York time. */
  fx: { zone: "America/New_York", opensMinute: 17 * 60, closesMinute: 17 * 60, weekly: true },
  "new-york": { zone: "America/New_York", opensMinute: 9 * 60 + 30, closesMinute: 16 * 60, weekly: false },
  frankfurt: { zone: "Europe/Berlin", opensMinute: 9 * 60, closesMinute: 17 * 60 + 30, weekly: false },
  london: { zone: "Europe/London", opensMinute: 8 * 60, closesMinute: 16 * 60 + 30, weekly: false },
  tokyo: { zone: "Asia/Tokyo", opensMinute: 9 * 60, closesMinute: 15 * 60 + 30, weekly: false }
};
var DAY_S = 86400;
var HALF_HOUR_S = 1800;
var ZONES = ["America/New_York", "Europe/Berlin", "Europe/London", "Asia/Tokyo"];
var offsets = /* @__PURE__ */ new Map();
var formatters = /* @__PURE__ */ new Map();
var formatterOf = (zone) => {
  let formatter = formatters.get(zone);
  if (formatter === void 0) {
    formatter = new Intl.DateTimeFormat("en-US", {
      timeZone: zone,
      hourCycle: "h23",
      day: "numeric",
      hour: "numeric",
      minute: "numeric"
    });
    formatters.set(zone, formatter);
  }
  return formatter;
};
var offsetMinutes = (zone, day) => {
  const key = day * ZONES.length + ZONES.indexOf(zone);
  const cached = offsets.get(key);
  if (cached !== void 0) return cached;
  const noon = new Date((day * DAY_S + DAY_S / 2) * 1e3);
  const parts = formatterOf(zone).formatToParts(noon);
  const part = (type) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  const dayShift = part("day") - noon.getUTCDate();
  const local = (dayShift > 1 ? -1 : dayShift < -1 ? 1 : dayShift) * 1440 + part("hour") * 60 + part("minute");
  const offset = local - 12 * 60;
  if (offsets.size > 4096) offsets.clear();
  offsets.set(key, offset);
  return offset;
};
var isSessionOpen = (name, time) => {
  const session = SESSIONS[name];
  if (session === void 0) return true;
  const utcDay = Math.floor(time / DAY_S);
  const localSeconds = time + offsetMinutes(session.zone, utcDay) * 60;
  const localDay = Math.floor(localSeconds / DAY_S);
  const weekday = (localDay + 4) % 7;
  const minute = Math.floor((localSeconds - localDay * DAY_S) / 60);
  if (session.weekly) {
    if (weekday === 6) return false;
    if (weekday === 5) return minute < session.closesMinute;
    if (weekday === 0) return minute >= session.opensMinute;
    return true;
  }
  if (weekday === 0 || weekday === 6) return false;
  return minute >= session.opensMinute && minute < session.closesMinute;
};
var sessionOverlaps = (name, start, end) => {
  if (SESSIONS[name] === void 0) return true;
  if (isSessionOpen(name, start)) return true;
  for (let t = Math.ceil((start + 1) / HALF_HOUR_S) * HALF_HOUR_S; t < end; t += HALF_HOUR_S) {
    if (isSessionOpen(name, t)) return true;
  }
  return false;
};

// src/market-data/store/candle-writer.ts
var CandleWriter = class {
  #repo;
  #onError;
  #rows = [];
  #prunes = [];
  #running;
  constructor(repo, onError) {
    this.#repo = repo;
    this.#onError = onError;
  }
  get pending() {
    return this.#rows.length;
  }
  write(rows) {
    if (rows.length === 0) return;
    for (const row of rows) this.#rows.push(row);
    this.#start();
  }
  prune(source, symbol, timeframe, before2) {
    this.#prunes.push({ source, symbol, timeframe, before: before2 });
    this.#start();
  }
  async flush() {
    while (this.#running !== void 0) await this.#running;
  }
  #start() {
    this.#running ??= this.#drain().finally(() => {
      this.#running = void 0;
    });
  }
  async #drain() {
    await Promise.resolve();
    while (this.#rows.length > 0 || this.#prunes.length > 0) {
      const rows = this.#rows;
      const prunes = this.#prunes;
      this.#rows = [];
      this.#prunes = [];
      try {
        await this.#repo.insertMany(rows);
        for (const { source, symbol, timeframe, before: before2 } of prunes) {
          await this.#repo.deleteBefore(source, symbol, timeframe, before2);
        }
      } catch (error) {
        this.#onError(error);
      }
    }
  }
};

// src/market-data/store/candles-repo.ts
import { sql as sql4 } from "kysely";
var INSERT_CHUNK = 500;
var candleRow = (source, symbol, timeframe, candle) => ({
  source,
  symbol,
  timeframe,
  time: candle.time,
  open: candle.open,
  high: candle.high,
  low: candle.low,
  close: candle.close,
  volume: candle.volume
});
var candleOfRow = (row) => ({
  time: row.time,
  open: row.open,
  high: row.high,
  low: row.low,
  close: row.close,
  volume: row.volume
});
var createCandlesRepo = (db2) => ({
  /** Writes closed candles in one transaction; a candle already stored is kept (a close is final). */
  insertMany: async (rows) => {
    if (rows.length === 0) return;
    await db2.transaction().execute(async (trx) => {
      for (let i = 0; i < rows.length; i += INSERT_CHUNK) {
        await trx.insertInto("candles").values(rows.slice(i, i + INSERT_CHUNK)).onConflict((conflict) => conflict.columns(["source", "symbol", "timeframe", "time"]).doNothing()).execute();
      }
    });
  },
  /**
   * The newest `perSeries` candles of every series that closed after `since` (a daily candle opening before it but
   * closing after it counts), oldest first per series.
   */
  recent: async (since, perSeries) => {
    const rows = await db2.selectFrom(
      (eb) => eb.selectFrom("candles").selectAll().select(
        sql4`row_number() over (partition by source, symbol, timeframe order by time desc)`.as(
          "rank"
        )
      ).where(sql4`time + timeframe * 60 > ${since}`).as("ranked")
    ).select(["source", "symbol", "timeframe", "time", "open", "high", "low", "close", "volume"]).where("rank", "<=", perSeries).orderBy("source").orderBy("symbol").orderBy("timeframe").orderBy("time").execute();
    return rows.map((row) => ({ ...row, time: Number(row.time), timeframe: Number(row.timeframe) }));
  },
  /** Drops what fell out of a series' window: the rows older than the oldest candle still in memory. */
  deleteBefore: async (source, symbol, timeframe, time) => {
    await db2.deleteFrom("candles").where("source", "=", source).where("symbol", "=", symbol).where("timeframe", "=", timeframe).where("time", "<", time).execute();
  },
  deleteSources: async (sources) => {
    if (sources.length > 0) await db2.deleteFrom("candles").where("source", "in", sources).execute();
  }
});

// src/market-data/replay/bridge.ts
var roundPrice = (value, decimals) => {
  const scale = 10 ** decimals;
  return Math.round(value * scale) / scale;
};
var clamp = (value, low, high) => Math.min(high, Math.max(low, value));
var shape = new Float64Array(256);
var weights = new Float64Array(256);
var drawBridge = (steps, rng) => {
  if (shape.length <= steps) shape = new Float64Array(steps * 2 + 1);
  shape[0] = 0;
  for (let j = 1; j <= steps; j++) shape[j] = shape[j - 1] + rng.normal();
  const end = shape[steps];
  let min = 0;
  let max = 0;
  for (let j = 0; j <= steps; j++) {
    const value = shape[j] - end * j / steps;
    shape[j] = value;
    if (value < min) min = value;
    if (value > max) max = value;
  }
  const span = max - min || 1;
  for (let j = 0; j <= steps; j++) shape[j] = shape[j] / span;
};
var splitVolume = (total, parts, rng, into, at) => {
  if (parts === 1 || total === 0) {
    into.fill(0, at, at + parts);
    into[at + parts - 1] = total;
    return;
  }
  if (weights.length < parts) weights = new Float64Array(parts * 2);
  let sum = 0;
  for (let j = 0; j < parts; j++) {
    weights[j] = 0.25 + 1.5 * rng.next();
    sum += weights[j];
  }
  const lastShare = clamp(weights[parts - 1] / sum, 1 / (4 * parts), 0.5);
  const scale = total * (1 - lastShare) / (sum - weights[parts - 1]);
  let running = 0;
  for (let j = 0; j < parts - 1; j++) {
    const volume = scale * weights[j];
    into[at + j] = volume;
    running = j === 0 ? volume : running + volume;
  }
  into[at + parts - 1] = total - running;
};
var subdivideInto = (parent, times, rng, decimals, out, at) => {
  const parts = times.length;
  if (parts === 0) return;
  const { open, high, low, close } = parent;
  const range = high - low;
  const scale = 10 ** decimals;
  const onTick = (value) => Math.round(value * scale) / scale;
  drawBridge(parts, rng);
  for (let j = 0; j < parts; j++) {
    const drift = open + (close - open) * j / parts;
    const price = j === 0 ? open : clamp(onTick(clamp(drift + 0.8 * range * shape[j], low, high)), low, high);
    out.open[at + j] = price;
    if (j > 0) out.close[at + j - 1] = price;
  }
  out.close[at + parts - 1] = close;
  let highest = 0;
  let lowest = 0;
  let peak = Number.NEGATIVE_INFINITY;
  let trough = Number.POSITIVE_INFINITY;
  for (let j = 0; j < parts; j++) {
    const top = Math.max(out.open[at + j], out.close[at + j]);
    const bottom = Math.min(out.open[at + j], out.close[at + j]);
    if (top > peak) {
      peak = top;
      highest = j;
    }
    if (bottom < trough) {
      trough = bottom;
      lowest = j;
    }
  }
  const wickScale = 0.12 * range / Math.sqrt(parts);
  for (let j = 0; j < parts; j++) {
    const top = Math.max(out.open[at + j], out.close[at + j]);
    const bottom = Math.min(out.open[at + j], out.close[at + j]);
    out.time[at + j] = times[j];
    out.high[at + j] = j === highest ? high : clamp(onTick(top - Math.log(1 - rng.next()) * wickScale), top, high);
    out.low[at + j] = j === lowest ? low : clamp(onTick(bottom + Math.log(1 - rng.next()) * wickScale), low, bottom);
  }
  splitVolume(parent.volume, parts, rng, out.volume, at);
};
var subdivide = (parent, times, rng, decimals) => {
  const out = emptyColumns(times.length);
  subdivideInto(parent, times, rng, decimals, out, 0);
  return Array.from({ length: times.length }, (_, j) => candleAt(out, j));
};

// src/market-data/replay/rng.ts
var RngPurpose = {
  baseCandle: 1,
  gapCandle: 2,
  subdivide: 3,
  ticks: 4,
  volatility: 5,
  venue: 6,
  pump: 7
};
var mix = (value) => {
  let h = value | 0;
  h ^= h >>> 16;
  h = Math.imul(h, 2246822507);
  h ^= h >>> 13;
  h = Math.imul(h, 3266489909);
  h ^= h >>> 16;
  return h >>> 0;
};
var hashUnit = (...words) => {
  let state = 2654435769;
  for (const word of words) state = mix(state ^ mix(word >>> 0) ^ Math.floor(word / 2 ** 32));
  return mix(state + 1831565813) / 4294967296;
};
var hashText = (text) => {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return h >>> 0;
};
var rngFor = (...words) => {
  let state = 2654435769;
  for (const word of words) state = mix(state ^ mix(word >>> 0) ^ Math.floor(word / 2 ** 32));
  let spare;
  const next = () => {
    state = state + 1831565813 | 0;
    let t = Math.imul(state ^ state >>> 15, 1 | state);
    t = t + Math.imul(t ^ t >>> 7, 61 | t) ^ t;
    return ((t ^ t >>> 14) >>> 0) / 4294967296;
  };
  return {
    next,
    normal: () => {
      if (spare !== void 0) {
        const value = spare;
        spare = void 0;
        return value;
      }
      const radius = Math.sqrt(-2 * Math.log(1 - next()));
      const angle = 2 * Math.PI * next();
      spare = radius * Math.sin(angle);
      return radius * Math.cos(angle);
    }
  };
};

// src/market-data/replay/model.ts
var MEAN_REVERSION_S = 60 * 86400;
var FALLBACK_SIGMA_PER_CANDLE = 2e-3;
var CRYPTO_JUMPS_PER_DAY = 4;
var CRYPTO_PUMPS_PER_DAY = 0.35;
var DAY_S2 = 86400;
var HOUR_S = 3600;
var median = (values) => {
  if (values.length === 0) return 0;
  return values.slice().sort()[Math.floor(values.length / 2)];
};
var measureModel = (candles, timeframe, decimals, volumeDecimals, jumpy) => {
  const seconds2 = timeframe * 60;
  const from = Math.max(1, candles.time.length - 1e3);
  const moves = new Float64Array(candles.time.length);
  let count = 0;
  for (let i = from; i < candles.time.length; i++) {
    if (candles.time[i] - candles.time[i - 1] !== seconds2) continue;
    moves[count++] = Math.abs(Math.log(candles.close[i] / candles.close[i - 1]));
  }
  const perCandle = 1.4826 * median(moves.subarray(0, count)) || FALLBACK_SIGMA_PER_CANDLE;
  const last = candles.close[candles.close.length - 1] ?? 1;
  return {
    decimals,
    volumeDecimals,
    sigma: perCandle / Math.sqrt(seconds2),
    volumeRate: median(candles.volume.subarray(from - 1)) / seconds2,
    anchorLogPrice: Math.log(last),
    jumpsPerDay: jumpy ? CRYPTO_JUMPS_PER_DAY : 0,
    pumpsPerDay: jumpy ? CRYPTO_PUMPS_PER_DAY : 0
  };
};
var pumpAt = (key, perDay, time) => {
  if (perDay <= 0) return void 0;
  const day = Math.floor(time / DAY_S2);
  for (let d = day - 2; d <= day; d++) {
    const rng = rngFor(key.seed, key.symbol, RngPurpose.pump, d);
    if (rng.next() >= perDay) continue;
    const start = d * DAY_S2 + rng.next() * DAY_S2;
    const rise = Math.log(1.07 + 0.1 * rng.next());
    const duration = (4 + 6 * rng.next()) * HOUR_S;
    const volume = 3 + 3 * rng.next();
    if (time >= start && time < start + duration) return { drift: rise / duration, volume };
    const end = start + duration;
    if (time >= end && time < end + 3 * duration) return { drift: -rise / (3 * duration), volume: 1.3 };
  }
  return void 0;
};
var regimeAt = (key, time) => Math.exp(0.35 * rngFor(key.seed, key.symbol, RngPurpose.volatility, Math.floor(time / 3600)).normal());
var generateCandle = (model, time, seconds2, previous, rng, key) => {
  const tick = 10 ** -model.decimals;
  const regime = regimeAt(key, time);
  const sigma = model.sigma * Math.sqrt(seconds2) * regime;
  const closedFor = time - previous.end;
  const gap = closedFor > 0 ? model.sigma * Math.sqrt(closedFor) * 0.3 * rng.normal() : 0;
  const open = gap === 0 ? previous.close : Math.max(tick, roundPrice(previous.close * Math.exp(gap), model.decimals));
  const pump = pumpAt(key, model.pumpsPerDay, time);
  const drift = (model.anchorLogPrice - Math.log(open)) * seconds2 / MEAN_REVERSION_S + (pump?.drift ?? 0) * seconds2;
  let move = drift + sigma * rng.normal();
  if (rng.next() < model.jumpsPerDay * seconds2 / 86400) {
    move += (rng.next() < 0.5 ? -1 : 1) * (0.02 + 0.04 * rng.next());
  }
  const close = Math.max(tick, roundPrice(open * Math.exp(move), model.decimals));
  const wick = () => Math.abs(rng.normal()) * sigma * 0.5;
  const high = Math.max(open, close, roundPrice(Math.max(open, close) * Math.exp(wick()), model.decimals));
  const low = Math.max(
    tick,
    Math.min(open, close, roundPrice(Math.min(open, close) * Math.exp(-wick()), model.decimals))
  );
  const busy = 1 + 0.5 * Math.abs(move) / (sigma || 1);
  const volume = roundPrice(
    model.volumeRate * seconds2 * regime * busy * (pump?.volume ?? 1) * Math.exp(0.5 * rng.normal() - 0.125),
    model.volumeDecimals
  );
  return { time, open, high, low, close, volume };
};

// src/market-data/replay/generators.ts
var secondsFrom = (time, count) => Array.from({ length: count }, (_, s) => time + s);
var modelGenerator = (model, key) => ({
  candle: (time, seconds2, previous) => generateCandle(model, time, seconds2, previous, rngFor(key.seed, key.symbol, RngPurpose.baseCandle, time), key),
  path: (time, seconds2, candle) => subdivide(candle, secondsFrom(time, seconds2), rngFor(key.seed, key.symbol, RngPurpose.ticks, time), model.decimals)
});
var MINUTE_S = 60;
var KEPT_S = 2 * 3600;
var KEPT_PATHS_S = 15 * 60;
var AssetPath = class {
  #model;
  #key;
  #generator;
  #minutes = /* @__PURE__ */ new Map();
  #paths = /* @__PURE__ */ new Map();
  #previous;
  constructor(model, key, previous) {
    this.#model = model;
    this.#key = key;
    this.#generator = modelGenerator(model, key);
    this.#previous = previous;
  }
  get decimals() {
    return this.#model.decimals;
  }
  /** The one-minute candle opening at `time` (on the minute, at or after the history's end). */
  minute(time) {
    while (this.#previous.end <= time) {
      const open = this.#previous.end;
      const candle2 = this.#generator.candle(open, MINUTE_S, this.#previous);
      this.#minutes.set(open, candle2);
      this.#minutes.delete(open - KEPT_S);
      this.#previous = { end: open + MINUTE_S, close: candle2.close };
    }
    const candle = this.#minutes.get(time);
    if (candle === void 0) throw new RangeError(`minute ${time} of ${this.#key.symbol} is no longer kept`);
    return candle;
  }
  /** The path of that minute second by second. */
  seconds(time) {
    let path4 = this.#paths.get(time);
    if (path4 === void 0) {
      path4 = this.#generator.path(time, MINUTE_S, this.minute(time));
      this.#paths.set(time, path4);
      for (const kept of this.#paths.keys()) if (kept < time - KEPT_PATHS_S) this.#paths.delete(kept);
    }
    return path4;
  }
};
var aggregate = (candles, time) => {
  let { high, low } = candles[0];
  let volume = 0;
  for (const candle of candles) {
    if (candle.high > high) high = candle.high;
    if (candle.low < low) low = candle.low;
    volume += candle.volume;
  }
  return { time, open: candles[0].open, high, low, close: candles.at(-1).close, volume };
};
var venueGenerator = (path4, quote) => {
  const minutesOf = (time, seconds2) => Array.from({ length: seconds2 / MINUTE_S }, (_, k) => path4.minute(time + k * MINUTE_S));
  return {
    candle: (time, seconds2) => quote.candle(aggregate(minutesOf(time, seconds2), time)),
    path: (time, seconds2) => {
      const pieces = [];
      for (let at = time; at < time + seconds2; at += MINUTE_S) {
        for (const piece of path4.seconds(at)) pieces.push(quote.candle(piece));
      }
      return pieces;
    }
  };
};

// src/market-data/replay/layers.ts
var ROWS = 2 ** 20;
var COLUMNS = ["time", "open", "high", "low", "close", "volume"];
var lastEndOf = (columns, timeframe) => {
  const n = columns.time.length;
  return n === 0 ? Number.NEGATIVE_INFINITY : nextBucketStart(columns.time[n - 1], timeframe);
};
var tail = (columns, count) => {
  const n = columns.time.length;
  return n <= count ? columns : sliceColumns(columns, n - count, n);
};
var before = (columns, time) => {
  let end = columns.time.length;
  while (end > 0 && columns.time[end - 1] >= time) end--;
  return sliceColumns(columns, 0, end);
};
var aggregateCovered = (lower, lowerTimeframe, higherTimeframe, coverEnd) => {
  if (lower.time.length === 0 || !canAggregate(lowerTimeframe, higherTimeframe)) return emptyColumns(0);
  const { candles } = aggregateCandles(lower, lowerTimeframe, higherTimeframe);
  const first = lower.time[0];
  let from = 0;
  while (from < candles.time.length && candles.time[from] < first) from++;
  let to = candles.time.length;
  while (to > from && nextBucketStart(candles.time[to - 1], higherTimeframe) > coverEnd) to--;
  return sliceColumns(candles, from, to);
};
var mergeNewest = (layers, end, count) => {
  if (count <= 0) return emptyColumns(0);
  const usable = layers.map((layer) => tail(before(layer, end), count));
  const chosen = /* @__PURE__ */ new Map();
  usable.forEach((layer, index) => {
    for (let row = 0; row < layer.time.length; row++) {
      if (!chosen.has(layer.time[row])) chosen.set(layer.time[row], index * ROWS + row);
    }
  });
  const times = [...chosen.keys()].sort((a, b) => a - b).slice(-count);
  const out = emptyColumns(times.length);
  times.forEach((time, i) => {
    const code = chosen.get(time);
    const layer = usable[Math.floor(code / ROWS)];
    const row = code % ROWS;
    for (const name of COLUMNS) out[name][i] = layer[name][row];
  });
  return out;
};
var concatColumns = (first, second) => {
  const n = first.time.length;
  const out = emptyColumns(n + second.time.length);
  for (const name of COLUMNS) {
    out[name].set(first[name], 0);
    out[name].set(second[name], n);
  }
  return out;
};

// src/market-data/replay/retime.ts
var WEEK_S = 604800;
var weeksToShift = (lastEnd, anchor) => Math.floor((anchor - lastEnd) / WEEK_S);
var shiftByWeeks = (columns, weeks) => {
  const shift = weeks * WEEK_S;
  return { ...columns, time: columns.time.map((time) => time + shift) };
};
var isOnGrid = (columns, timeframe) => columns.time.every((time) => bucketStart(time, timeframe) === time);
var rebucket = (columns, timeframe) => {
  if (isOnGrid(columns, timeframe)) return columns;
  const n = columns.time.length;
  const out = emptyColumns(n);
  const half = timeframe * 60 / 2;
  let count = -1;
  for (let i = 0; i < n; i++) {
    const bucket = bucketStart(columns.time[i] + half, timeframe);
    if (count >= 0 && out.time[count] === bucket) {
      out.high[count] = Math.max(out.high[count], columns.high[i]);
      out.low[count] = Math.min(out.low[count], columns.low[i]);
      out.close[count] = columns.close[i];
      out.volume[count] = out.volume[count] + columns.volume[i];
      continue;
    }
    count++;
    out.time[count] = bucket;
    out.open[count] = columns.open[i];
    out.high[count] = columns.high[i];
    out.low[count] = columns.low[i];
    out.close[count] = columns.close[i];
    out.volume[count] = columns.volume[i];
  }
  return sliceColumns(out, 0, count + 1);
};

// src/market-data/replay/timeframe-plan.ts
var WINDOW = 1e3;
var gcd = (a, b) => b === 0 ? a : gcd(b, a % b);
var planTimeframes = (timeframes, window = WINDOW) => {
  const listed = [...new Set(timeframes)].sort((a, b) => a - b);
  const base = listed.reduce(gcd);
  const all = listed.includes(base) ? listed : [base, ...listed];
  const childOf = /* @__PURE__ */ new Map();
  for (const timeframe of all) {
    const lower = all.filter((candidate) => candidate < timeframe && canAggregate(candidate, timeframe));
    const child = lower.at(-1);
    if (timeframe !== base && child !== void 0) childOf.set(timeframe, child);
  }
  const windowOf = new Map(all.map((timeframe) => [timeframe, window]));
  return { listed, base, all, childOf, windowOf };
};
var parentsOf = (plan, timeframe) => [...plan.childOf].filter(([, child]) => child === timeframe).map(([parent]) => parent);
var planGround = (plan, spine, onGrid) => {
  const candidates = plan.all.filter((t) => t <= spine && spine % t === 0 && t % plan.base === 0);
  const ground = [...candidates].reverse().find(onGrid) ?? plan.base;
  const chain = [];
  for (let current = ground; current > plan.base; ) {
    const next = [...plan.all].reverse().find((t) => t < current && current % t === 0 && t % plan.base === 0);
    chain.push(next);
    current = next;
  }
  const offChain = plan.all.filter((t) => t < ground && !chain.includes(t));
  return { ground, chain, offChain };
};

// src/market-data/replay/history-builder.ts
var groundReal = (spine, spineTf, ground, decimals, input) => {
  if (spineTf === ground) return spine;
  const parts = spineTf / ground;
  const out = emptyColumns(spine.time.length * parts);
  const times = new Float64Array(parts);
  for (let i = 0; i < spine.time.length; i++) {
    const parent = candleAt(spine, i);
    for (let j = 0; j < parts; j++) times[j] = parent.time + j * ground * 60;
    const rng = rngFor(input.key.seed, input.key.symbol, RngPurpose.subdivide, ground, parent.time);
    subdivideInto(parent, times, rng, decimals, out, i * parts);
  }
  return out;
};
var fillToAnchor = (real, ground, model, input) => {
  const step = ground * 60;
  const last = real.time.length - 1;
  let previous = { end: real.time[last] + step, close: real.close[last] };
  const filled = [];
  for (let time = previous.end; time + step <= input.anchor; time += step) {
    if (!sessionOverlaps(input.session, time, time + step)) continue;
    const rng = rngFor(input.key.seed, input.key.symbol, RngPurpose.gapCandle, ground, time);
    const candle = generateCandle(model, time, step, previous, rng, input.key);
    filled.push(candle);
    previous = { end: time + step, close: candle.close };
  }
  return concatColumns(real, columnsFromCandles(filled));
};
var carve = (parents, parentTf, timeframe, count, realEnd, decimals, input) => {
  const step = timeframe * 60;
  const perParent = parentTf / timeframe;
  const picked = [];
  let total = 0;
  for (let i = parents.time.length - 1; i >= 0 && total < count; i--) {
    const start = parents.time[i];
    const times = [];
    for (let j = 0; j < perParent; j++) times.push(start + j * step);
    const open = start >= realEnd ? times.filter((t) => sessionOverlaps(input.session, t, t + step)) : times;
    picked.push({ index: i, times: open.length > 0 ? open : times });
    total += picked.at(-1).times.length;
  }
  picked.reverse();
  const out = emptyColumns(total);
  let at = 0;
  for (const { index, times } of picked) {
    const parent = candleAt(parents, index);
    const rng = rngFor(input.key.seed, input.key.symbol, RngPurpose.subdivide, timeframe, parent.time);
    subdivideInto(parent, times, rng, decimals, out, at);
    at += times.length;
  }
  return tail(out, count);
};
var olderThanGround = (timeframe, recent, files, decimals, input) => {
  const window = input.plan.windowOf.get(timeframe);
  const end = recent.time.length > 0 ? recent.time[0] : input.anchor;
  const needed = window - recent.time.length;
  const own = files.filter((f) => f.timeframe === timeframe).map((f) => f.candles);
  const finer = files.filter((f) => f.timeframe < timeframe && canAggregate(f.timeframe, timeframe)).reverse().map((f) => aggregateCovered(f.candles, f.timeframe, timeframe, lastEndOf(f.candles, f.timeframe)));
  const coarser = files.filter((f) => f.timeframe > timeframe && canAggregate(timeframe, f.timeframe)).slice(0, 1).map((f) => {
    const parents = tail(before(f.candles, end), Math.ceil(needed * timeframe / f.timeframe) + 1);
    return carve(parents, f.timeframe, timeframe, needed, Number.POSITIVE_INFINITY, decimals, input);
  });
  return mergeNewest([...own, ...finer, ...coarser], end, needed);
};
var buildHistory = (input) => {
  const { plan, anchor } = input;
  const shifted = input.shipped.series.map((s) => ({ ...s, candles: shiftByWeeks(s.candles, input.weeks) }));
  const spine = shifted[0];
  const groundPlan = planGround(plan, spine.timeframe, (t) => isOnGrid(spine.candles, t));
  const { ground } = groundPlan;
  const decimals = Math.max(...shifted.map((s) => s.priceDecimals));
  const real = before(groundReal(spine.candles, spine.timeframe, ground, decimals, input), anchor);
  const model = measureModel(real, ground, decimals, spine.volumeDecimals, input.jumpy);
  const realEnd = lastEndOf(real, ground);
  const files = shifted.map((s) => ({ timeframe: s.timeframe, candles: rebucket(s.candles, s.timeframe) }));
  const series = /* @__PURE__ */ new Map();
  const covered = /* @__PURE__ */ new Map([[ground, fillToAnchor(real, ground, model, input)]]);
  for (const timeframe of plan.all.filter((t) => t >= ground)) {
    const finer = [...covered.keys()].filter((t) => t < timeframe && canAggregate(t, timeframe)).at(-1);
    const recent = timeframe === ground || finer === void 0 ? covered.get(timeframe) ?? emptyColumns(0) : aggregateCovered(covered.get(finer), finer, timeframe, anchor);
    covered.set(timeframe, recent);
    const older = olderThanGround(timeframe, recent, files, decimals, input);
    series.set(timeframe, tail(concatColumns(older, recent), plan.windowOf.get(timeframe)));
  }
  const offChainDepth = Math.max(
    0,
    ...groundPlan.offChain.map((t) => plan.windowOf.get(t) * t / plan.base)
  );
  let parentTf = ground;
  for (const timeframe of groundPlan.chain) {
    const window = plan.windowOf.get(timeframe);
    const count = timeframe === plan.base ? Math.max(window, offChainDepth) : window;
    series.set(timeframe, carve(series.get(parentTf), parentTf, timeframe, count, realEnd, decimals, input));
    parentTf = timeframe;
  }
  const baseSeries = series.get(plan.base);
  for (const timeframe of groundPlan.offChain) {
    const window = plan.windowOf.get(timeframe);
    series.set(timeframe, tail(aggregateCovered(baseSeries, plan.base, timeframe, anchor), window));
  }
  series.set(plan.base, tail(baseSeries, plan.windowOf.get(plan.base)));
  const last = baseSeries.time.length - 1;
  const previous = last >= 0 ? { end: baseSeries.time[last] + plan.base * 60, close: baseSeries.close[last] } : { end: anchor, close: Math.exp(model.anchorLogPrice) };
  return { series, model, ground: groundPlan, realEnd, previous };
};

// src/market-data/replay/replay-catalog.ts
import { statSync } from "node:fs";

// src/market-data/catalog/crypto-venues.ts
var MAJORS = ["btc", "eth", "bnb", "xrp", "sol", "doge", "ada", "link", "ltc", "avax"];
var joined = (base, quote) => `${base}${quote}`.toUpperCase();
var dashed = (base, quote) => `${base}-${quote}`.toUpperCase();
var CRYPTO_VENUES = [
  { source: "binance-spot", basis: 0, noise: 2e-4, volumeShare: 1, quote: "usdt", spell: joined },
  { source: "binance-usdm", basis: 3e-4, noise: 2e-4, volumeShare: 2.2, quote: "usdt", spell: joined },
  {
    source: "binance-coinm",
    basis: 4e-4,
    noise: 3e-4,
    volumeShare: 0.25,
    bases: MAJORS,
    quote: "usd",
    spell: (base, quote) => `${joined(base, quote)}_PERP`
  },
  { source: "bybit-spot", basis: 1e-4, noise: 3e-4, volumeShare: 0.3, bases: MAJORS, quote: "usdt", spell: joined },
  { source: "bybit-futures", basis: 3e-4, noise: 2e-4, volumeShare: 1, quote: "usdt", spell: joined },
  { source: "coinex-spot", basis: -1e-4, noise: 5e-4, volumeShare: 0.05, bases: MAJORS, quote: "usdt", spell: joined },
  { source: "coinex-futures", basis: 4e-4, noise: 5e-4, volumeShare: 0.12, bases: MAJORS, quote: "usdt", spell: joined },
  { source: "bingx-futures", basis: 5e-4, noise: 5e-4, volumeShare: 0.2, bases: MAJORS, quote: "usdt", spell: dashed },
  { source: "kucoin-spot", basis: 1e-4, noise: 4e-4, volumeShare: 0.12, bases: MAJORS, quote: "usdt", spell: dashed },
  {
    source: "kucoin-futures",
    basis: 4e-4,
    noise: 4e-4,
    volumeShare: 0.25,
    bases: MAJORS,
    quote: "usdt",
    // KuCoin calls bitcoin XBT on its futures and ends perpetual symbols in M.
    spell: (base, quote) => `${joined(base === "btc" ? "xbt" : base, quote)}M`
  },
  { source: "mexc-spot", basis: -1e-4, noise: 5e-4, volumeShare: 0.15, bases: MAJORS, quote: "usdt", spell: joined },
  {
    source: "mexc-futures",
    basis: 5e-4,
    noise: 5e-4,
    volumeShare: 0.4,
    bases: MAJORS,
    quote: "usdt",
    spell: (base, quote) => `${base}_${quote}`.toUpperCase()
  }
];
var venueLists = (venue, base) => venue.bases === void 0 || venue.bases.includes(base);

// src/market-data/catalog/asset-metadata.ts
var ASSET_INFO = {
  btc: { name: "Bitcoin", supply: 199e5 },
  eth: { name: "Ethereum", supply: 1207e5 },
  bnb: { name: "BNB", supply: 14e7 },
  xrp: { name: "XRP", supply: 599e8 },
  ada: { name: "Cardano", supply: 36e9 },
  sol: { name: "Solana", supply: 545e6 },
  doge: { name: "Dogecoin", supply: 15e10 },
  dot: { name: "Polkadot", supply: 16e8, recentPrice: 2.8 },
  avax: { name: "Avalanche", supply: 422e6 },
  link: { name: "Chainlink", supply: 678e6 },
  ltc: { name: "Litecoin", supply: 76e6 },
  trx: { name: "TRON", supply: 947e8, recentPrice: 0.29 },
  atom: { name: "Cosmos", supply: 47e7, recentPrice: 2.9 },
  xlm: { name: "Stellar", supply: 318e8, recentPrice: 0.26 },
  etc: { name: "Ethereum Classic", supply: 153e6, recentPrice: 14 },
  bch: { name: "Bitcoin Cash", supply: 199e5, recentPrice: 520 },
  near: { name: "NEAR Protocol", supply: 125e7, recentPrice: 2.3 },
  matic: { name: "Polygon", supply: 1e10, recentPrice: 0.2 },
  aave: { name: "Aave", supply: 152e5, recentPrice: 190 },
  ftm: { name: "Fantom", supply: 28e8, recentPrice: 0.5 },
  algo: { name: "Algorand", supply: 86e8, recentPrice: 0.16 },
  xmr: { name: "Monero", supply: 184e5, recentPrice: 380 },
  sui: { name: "Sui", supply: 35e8 },
  xaut: { name: "Tether Gold", supply: 522e3 },
  eur: { name: "Euro" },
  gbp: { name: "British Pound" },
  usd: { name: "US Dollar" },
  jpy: { name: "Japanese Yen" },
  aud: { name: "Australian Dollar" },
  nzd: { name: "New Zealand Dollar" },
  cad: { name: "Canadian Dollar" },
  chf: { name: "Swiss Franc" },
  xau: { name: "Gold" },
  xag: { name: "Silver" },
  wtico: { name: "WTI Crude Oil" },
  bco: { name: "Brent Crude Oil" },
  natgas: { name: "Natural Gas" },
  // The index files are cash indices (Yahoo Finance), so they follow their exchange's hours.
  spx500: { name: "US SPX 500", oanda: "SPX500_USD", session: "new-york" },
  nas100: { name: "US Nas 100", oanda: "NAS100_USD", session: "new-york" },
  nascomp: { name: "Nasdaq Composite", oanda: "NASCOMP", session: "new-york" },
  us30: { name: "US Wall St 30", oanda: "US30_USD", session: "new-york" },
  de40: { name: "Germany 40", oanda: "DE30_EUR", session: "frankfurt", quote: "eur" },
  uk100: { name: "UK 100", oanda: "UK100_GBP", session: "london", quote: "gbp" },
  jp225: { name: "Japan 225", oanda: "JP225Y_JPY", session: "tokyo", quote: "jpy" },
  aapl: { name: "Apple", supply: 149e8 },
  msft: { name: "Microsoft", supply: 743e7 },
  tsla: { name: "Tesla", supply: 322e7 },
  nvda: { name: "NVIDIA", supply: 243e8 },
  amzn: { name: "Amazon", supply: 107e8 },
  googl: { name: "Alphabet", supply: 121e8 },
  meta: { name: "Meta Platforms", supply: 251e7 },
  amd: { name: "AMD", supply: 162e7 },
  intc: { name: "Intel", supply: 437e7 },
  // ADR-equivalent shares (one ADR is five ordinary shares).
  tsm: { name: "TSMC", supply: 519e7 }
};
var assetInfoOf = (base) => ASSET_INFO[base] ?? { name: base.toUpperCase() };

// src/market-data/catalog/replay-instruments.ts
var REPLAY_FOLDERS = [
  { folder: "forex", source: "oanda", market: "currencies" },
  { folder: "commodities", source: "oanda", market: "commodities" },
  { folder: "indices", source: "oanda", market: "indices" },
  { folder: "stocks", source: "lite-finance", market: "stock" }
];
var CRYPTO_FOLDERS = ["crypto-bybit-linear", "crypto-binance-usdm", "crypto"];
var cryptoBaseOf = (symbol) => {
  const lower = symbol.toLowerCase();
  const quote = ["usdt", "usdc", "busd", "usd"].find((q) => lower.endsWith(q) && lower.length > q.length);
  return quote === void 0 ? lower : lower.slice(0, -quote.length);
};
var splitPair = (market, symbol) => {
  const lower = symbol.toLowerCase();
  if (market === "currencies") return { base: lower.slice(0, 3), quote: lower.slice(3) };
  if (market === "commodities" && lower.endsWith("usd")) return { base: lower.slice(0, -3), quote: "usd" };
  return { base: lower, quote: assetInfoOf(lower).quote ?? "usd" };
};
var sessionOf = (market, info) => {
  if (market === "stock") return "new-york";
  return info.session ?? "fx";
};
var replayInstrument = (folder, symbol) => {
  const { source, market } = folder;
  const { base, quote } = splitPair(market, symbol);
  const info = assetInfoOf(base);
  const sourceSymbol = source === "oanda" ? info.oanda ?? `${base}_${quote}`.toUpperCase() : symbol.toUpperCase();
  const name = market === "currencies" ? `${info.name} / ${assetInfoOf(quote).name}` : info.name;
  return {
    id: instrumentId(source, symbol),
    source,
    market,
    symbol,
    base,
    quote,
    sourceSymbol,
    name,
    session: sessionOf(market, info),
    supply: info.supply ?? null
  };
};
var cryptoInstrument = (venue, base) => {
  const symbol = `${base}${venue.quote}`.toUpperCase();
  const info = assetInfoOf(base);
  return {
    id: instrumentId(venue.source, symbol),
    source: venue.source,
    market: "crypto",
    symbol,
    base,
    quote: venue.quote,
    sourceSymbol: venue.spell(base, venue.quote),
    name: info.name,
    session: "always",
    supply: info.supply ?? null
  };
};

// src/market-data/replay/replay-files.ts
import { existsSync as existsSync2, readdirSync, readFileSync } from "node:fs";
import path2 from "node:path";
import { fileURLToPath } from "node:url";

// src/market-data/replay/replay-format.ts
var MAGIC = "TSRD";
var VERSION = 1;
var align8 = (length) => length + (8 - length % 8) % 8;
var undelta = (deltas, decimals, into) => {
  const scale = 10 ** decimals;
  let running = 0;
  for (let i = 0; i < deltas.length; i++) {
    running += deltas[i];
    into[i] = decimals === 0 ? running : running / scale;
  }
};
var decodeShippedSymbol = (bytes) => {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const magic = String.fromCharCode(bytes[0], bytes[1], bytes[2], bytes[3]);
  if (magic !== MAGIC || view.getUint32(4, true) !== VERSION) throw new Error("not a replay data file");
  const headerLength = view.getUint32(8, true);
  const header = JSON.parse(new TextDecoder().decode(bytes.subarray(12, 12 + headerLength)));
  const payloadStart = align8(12 + headerLength);
  const payload = new Uint8Array(bytes.subarray(payloadStart)).buffer;
  const series = header.series.map((entry) => {
    const rows = entry.rows;
    const candles = emptyColumns(rows);
    let at = entry.offset;
    undelta(new Float64Array(payload, at, rows), entry.volumeDecimals, candles.volume);
    at += rows * 8;
    for (const [column, decimals] of [
      ["time", 0],
      ["open", entry.priceDecimals],
      ["high", entry.priceDecimals],
      ["low", entry.priceDecimals],
      ["close", entry.priceDecimals]
    ]) {
      undelta(new Int32Array(payload, at, rows), decimals, candles[column]);
      at += rows * 4;
    }
    return {
      timeframe: entry.timeframe,
      priceDecimals: entry.priceDecimals,
      volumeDecimals: entry.volumeDecimals,
      candles
    };
  });
  return { symbol: header.symbol, series };
};

// src/market-data/replay/replay-files.ts
var FILE_SUFFIX = ".bin";
var findReplayDataDir = () => {
  let dir = path2.dirname(fileURLToPath(import.meta.url));
  for (let level = 0; level < 6; level++) {
    const candidate = path2.join(dir, "replay-data");
    if (existsSync2(path2.join(candidate, "SOURCES.md"))) return candidate;
    dir = path2.dirname(dir);
  }
  throw new Error("replay-data folder not found beside the server");
};
var shippedFile = (dataDir2, folder, symbol) => path2.join(dataDir2, folder, `${symbol}${FILE_SUFFIX}`);
var shippedSymbols = (dataDir2, folder) => {
  const dir = path2.join(dataDir2, folder);
  if (!existsSync2(dir)) return [];
  return readdirSync(dir).filter((name) => name.endsWith(FILE_SUFFIX)).map((name) => name.slice(0, -FILE_SUFFIX.length)).sort();
};
var loadShippedSymbol = (dataDir2, folder, symbol) => decodeShippedSymbol(readFileSync(shippedFile(dataDir2, folder, symbol)));

// src/market-data/replay/replay-catalog.ts
var cryptoAssets = (dataDir2) => {
  const files = /* @__PURE__ */ new Map();
  for (const folder of CRYPTO_FOLDERS) {
    for (const symbol of shippedSymbols(dataDir2, folder)) {
      const base = cryptoBaseOf(symbol);
      files.set(base, [...files.get(base) ?? [], { folder, symbol }]);
    }
  }
  return [...files].map(([base, refs]) => ({
    id: `crypto:${base}`,
    market: "crypto",
    session: "always",
    files: refs,
    timeframes: CRYPTO_SPOT_TIMEFRAMES,
    rescale: true
  }));
};
var loadReplayCatalog = (filter = () => true, dataDir2 = findReplayDataDir()) => {
  const entries = [];
  for (const asset of cryptoAssets(dataDir2)) {
    const base = asset.id.slice("crypto:".length);
    for (const venue of CRYPTO_VENUES) {
      if (!venueLists(venue, base)) continue;
      const instrument = cryptoInstrument(venue, base);
      if (filter(instrument)) entries.push({ instrument, asset, venue });
    }
  }
  for (const folder of REPLAY_FOLDERS) {
    for (const symbol of shippedSymbols(dataDir2, folder.folder)) {
      const instrument = replayInstrument(folder, symbol);
      if (!filter(instrument)) continue;
      const asset = {
        id: instrument.id,
        market: instrument.market,
        session: instrument.session,
        files: [{ folder: folder.folder, symbol }],
        timeframes: SOURCES[instrument.source].timeframes,
        rescale: false
      };
      entries.push({ instrument, asset });
    }
  }
  const files = new Map(entries.flatMap(({ asset }) => asset.files.map((f) => [`${f.folder}/${f.symbol}`, f])));
  const fingerprint = [...files.keys()].map(
    (key) => `${key}:${statSync(shippedFile(dataDir2, files.get(key).folder, files.get(key).symbol)).size}`
  );
  fingerprint.push(...entries.map((entry) => entry.instrument.id));
  return { dataDir: dataDir2, entries, dataVersion: `v2-${hashText(fingerprint.join(",")).toString(16)}` };
};
var assetsOf = (catalog) => [
  ...new Map(catalog.entries.map((entry) => [entry.asset.id, entry.asset])).values()
];

// src/market-data/replay/replay-clock.ts
var ReplayClock = class {
  #now;
  #speed;
  #realStart;
  #replayStart;
  constructor(now, speed, resumeAtMs) {
    this.#now = now;
    this.#speed = speed;
    this.#realStart = now();
    this.#replayStart = Math.max(this.#realStart, resumeAtMs);
  }
  nowMs() {
    return this.#replayStart + (this.#now() - this.#realStart) * this.#speed;
  }
  nowSeconds() {
    return Math.floor(this.nowMs() / 1e3);
  }
};

// src/market-data/replay/replay-anchor.ts
var HOUR_S2 = 3600;
var MAX_CATCH_UP_S = 2 * 86400;
var storedEnd = (rows) => rows.reduce((end, row) => Math.max(end, row.time + row.timeframe * 60), Number.NEGATIVE_INFINITY);
var canResume = (state, catalog, seed, now, resumeAt) => state !== void 0 && state.seed === seed && state.dataVersion === catalog.dataVersion && catalog.entries.every((entry) => state.shifts[entry.asset.files[0].folder] !== void 0) && now - Math.max(state.anchor, resumeAt) <= MAX_CATCH_UP_S;
var newReplayState = (catalog, shipped, seed, now) => {
  const anchor = Math.floor(now / HOUR_S2) * HOUR_S2;
  const ends = /* @__PURE__ */ new Map();
  for (const asset of assetsOf(catalog)) {
    const spine = shipped.get(asset.id)?.series[0];
    if (spine === void 0 || spine.candles.time.length === 0) continue;
    const end = spine.candles.time[spine.candles.time.length - 1] + spine.timeframe * 60;
    const { folder } = asset.files[0];
    ends.set(folder, Math.max(ends.get(folder) ?? end, end));
  }
  const shifts = Object.fromEntries([...ends].map(([folder, end]) => [folder, weeksToShift(end, anchor)]));
  return { seed, anchor, shifts, dataVersion: catalog.dataVersion };
};

// src/market-data/replay/replay-state-repo.ts
var ROW_ID = "replay";
var createReplayStateRepo = (db2) => ({
  load: async () => {
    const row = await db2.selectFrom("market_replay_state").selectAll().where("id", "=", ROW_ID).executeTakeFirst();
    if (row === void 0) return void 0;
    return {
      seed: Number(row.seed),
      anchor: Number(row.anchor),
      shifts: JSON.parse(row.shifts_json),
      dataVersion: row.data_version
    };
  },
  save: async (state, nowMs) => {
    const values = {
      seed: state.seed,
      anchor: state.anchor,
      shifts_json: JSON.stringify(state.shifts),
      data_version: state.dataVersion,
      created_at: nowMs
    };
    await db2.insertInto("market_replay_state").values({ id: ROW_ID, ...values }).onConflict((conflict) => conflict.column("id").doUpdateSet(values)).execute();
  }
});

// src/market-data/replay/replay-resume.ts
var seriesKey = (source, symbol, timeframe) => `${source}|${symbol}|${timeframe}`;
var resumeOrAnchor = async (input) => {
  const { db: db2, repo, catalog, shipped, seed, nowMs } = input;
  const stateRepo = createReplayStateRepo(db2);
  const stored = await stateRepo.load();
  const rows = stored === void 0 ? [] : await repo.recent(stored.anchor, WINDOW);
  const nowS = Math.floor(nowMs / 1e3);
  if (canResume(stored, catalog, seed, nowS, storedEnd(rows))) {
    const saved = /* @__PURE__ */ new Map();
    for (const row of rows) {
      const key = seriesKey(row.source, row.symbol, row.timeframe);
      const list = saved.get(key) ?? [];
      list.push(row);
      saved.set(key, list);
    }
    return { state: stored, saved };
  }
  const state = newReplayState(catalog, shipped, seed, nowS);
  await repo.deleteSources([...new Set(catalog.entries.map((entry) => entry.instrument.source))]);
  await stateRepo.save(state, nowMs);
  return { state, saved: /* @__PURE__ */ new Map() };
};

// src/market-data/replay/rescale.ts
var lastClose = (symbol) => {
  const { candles } = symbol.series[0];
  const n = candles.time.length;
  return { end: candles.time[n - 1] ?? Number.NEGATIVE_INFINITY, close: candles.close[n - 1] ?? 1 };
};
var rescaleShipped = (symbol, factor) => {
  if (factor === 1) return symbol;
  const extra = factor < 1 ? Math.ceil(-Math.log10(factor)) : 0;
  return {
    ...symbol,
    series: symbol.series.map((series) => {
      const decimals = Math.min(10, series.priceDecimals + extra);
      const scale = 10 ** decimals;
      const n = series.candles.time.length;
      const out = emptyColumns(n);
      out.time.set(series.candles.time);
      out.volume.set(series.candles.volume);
      for (const name of ["open", "high", "low", "close"]) {
        const from = series.candles[name];
        const to = out[name];
        for (let i = 0; i < n; i++) to[i] = Math.round(from[i] * factor * scale) / scale;
      }
      return { ...series, priceDecimals: decimals, candles: out };
    })
  };
};
var loadAssetHistory = (dataDir2, asset) => {
  const [primary, ...others] = asset.files.map((file) => loadShippedSymbol(dataDir2, file.folder, file.symbol));
  if (!asset.rescale) return primary;
  const base = asset.id.slice(asset.id.indexOf(":") + 1);
  const newest = [primary, ...others].map(lastClose).reduce((a, b) => b.end > a.end ? b : a);
  const target = assetInfoOf(base).recentPrice ?? newest.close;
  return rescaleShipped(primary, target / lastClose(primary).close);
};

// src/market-data/replay/symbol-runner.ts
var merge = (first, later, time) => {
  if (first === void 0 || later === void 0) return later ?? first;
  return {
    time,
    open: first.open,
    high: Math.max(first.high, later.high),
    low: Math.min(first.low, later.low),
    close: later.close,
    volume: first.volume + later.volume
  };
};
var SymbolRunner = class {
  #init;
  #step;
  #aggregators = /* @__PURE__ */ new Map();
  #ascending;
  #parents = /* @__PURE__ */ new Map();
  #previous;
  #next;
  #current;
  #price;
  /** The second the price was last moved to. */
  #now;
  constructor(init) {
    this.#init = init;
    this.#step = init.plan.base * 60;
    this.#previous = init.previous;
    this.#next = init.previous.end;
    this.#price = init.previous.close;
    this.#now = init.previous.end;
    this.#ascending = init.plan.all.filter((t) => init.plan.childOf.has(t));
    for (const timeframe of this.#ascending) {
      this.#aggregators.set(timeframe, new CandleAggregator(init.plan.childOf.get(timeframe), timeframe));
    }
    for (const timeframe of init.plan.all) this.#parents.set(timeframe, parentsOf(init.plan, timeframe));
    this.#prime();
  }
  /** Unix seconds up to which base candles are final. */
  get next() {
    return this.#next;
  }
  get price() {
    return this.#price;
  }
  /** Whether the symbol is trading at the feed's current time. */
  get trading() {
    return this.#current !== void 0;
  }
  /** Closes everything that ends by `time` (unix seconds) and moves the price to that second. */
  advanceTo(time) {
    while (this.#next + this.#step <= time) {
      const open = this.#next;
      if (isSessionOpen(this.#init.session, open)) {
        const candle = this.#baseCandle(open);
        this.#previous = { end: open + this.#step, close: candle.close };
        this.#close(this.#init.plan.base, candle);
      }
      this.#next = open + this.#step;
      this.#closeDue(this.#next);
    }
    this.#moveTo(time);
  }
  /** The candle forming on `timeframe` at the current second. */
  forming(timeframe) {
    const current = this.#current;
    if (current === void 0) return void 0;
    const base = this.#init.plan.base;
    if (timeframe === base) return this.#formingBase(current);
    const child = this.#init.plan.childOf.get(timeframe);
    if (child === void 0) return void 0;
    const bucket = bucketStart(current.time, timeframe);
    const partial = this.#aggregators.get(timeframe)?.partial;
    return merge(partial?.time === bucket ? partial : void 0, this.forming(child), bucket);
  }
  #formingBase(current) {
    const elapsed = Math.min(this.#step, Math.max(0, this.#now - current.time));
    const { open } = current.candle;
    let high = open;
    let low = open;
    let volume = 0;
    for (let s = 0; s < elapsed; s++) {
      const piece = current.path[s];
      if (piece.high > high) high = piece.high;
      if (piece.low < low) low = piece.low;
      volume += piece.volume;
    }
    return { time: current.time, open, high, low, close: this.#price, volume };
  }
  #moveTo(time) {
    this.#now = time;
    const open = this.#next;
    if (!isSessionOpen(this.#init.session, open)) {
      this.#current = void 0;
      this.#price = this.#previous.close;
      return;
    }
    if (this.#current?.time !== open) {
      const candle = this.#baseCandle(open);
      this.#current = { time: open, candle, path: this.#init.generator.path(open, this.#step, candle) };
    }
    const elapsed = Math.min(this.#step, Math.max(0, time - open));
    this.#price = elapsed === 0 ? this.#current.candle.open : this.#current.path[elapsed - 1].close;
  }
  #baseCandle(time) {
    if (this.#current?.time === time) return this.#current.candle;
    return this.#init.generator.candle(time, this.#step, this.#previous);
  }
  #close(timeframe, candle) {
    const series = this.#init.seriesOf(timeframe);
    series.append(candle);
    this.#init.sink(timeframe, candle, series);
    for (const parent of this.#parents.get(timeframe)) {
      for (const closed of this.#aggregators.get(parent).add(candle)) this.#close(parent, closed);
    }
  }
  #closeDue(now) {
    for (const timeframe of this.#ascending) {
      const closed = this.#aggregators.get(timeframe).closeDue(now);
      if (closed !== void 0) this.#close(timeframe, closed);
    }
  }
  /**
   * Rebuilds each aggregator's open candle from the closed lower candles already in the bucket that holds the next
   * base candle, so a restart (or the first start at the anchor) carries on mid-bucket exactly.
   */
  #prime() {
    for (const timeframe of this.#ascending) {
      const own = this.#init.seriesOf(timeframe).last();
      const child = this.#init.seriesOf(this.#init.plan.childOf.get(timeframe));
      const ownEnd = own === void 0 ? Number.NEGATIVE_INFINITY : nextBucketStart(own.time, timeframe);
      const from = Math.max(ownEnd, bucketStart(this.#next, timeframe));
      const aggregator = this.#aggregators.get(timeframe);
      let first = child.length;
      while (first > 0 && child.at(first - 1).time >= from) first--;
      for (let i = first; i < child.length; i++) {
        for (const closed of aggregator.add(child.at(i))) this.#close(timeframe, closed);
      }
    }
    this.#closeDue(this.#next);
    this.#moveTo(this.#next);
  }
};

// src/market-data/replay/venue-quote.ts
var HOUR_S3 = 3600;
var VenueQuote = class {
  #venue;
  #words;
  #scale;
  #hour = Number.NaN;
  #price = 1;
  #volume = 1;
  constructor(venue, key, decimals) {
    this.#venue = venue;
    this.#words = [key.seed, key.symbol, hashText(venue.source)];
    this.#scale = 10 ** decimals;
  }
  #at(time) {
    const hour = Math.floor(time / HOUR_S3);
    if (hour === this.#hour) return;
    this.#hour = hour;
    const [seed, symbol, venue] = this.#words;
    const swing = hashUnit(seed, symbol, venue, RngPurpose.venue, hour, 1) + hashUnit(seed, symbol, venue, RngPurpose.venue, hour, 2) - 1;
    this.#price = 1 + this.#venue.basis + this.#venue.noise * swing;
    this.#volume = this.#venue.volumeShare * (1 + 0.3 * (2 * hashUnit(seed, symbol, venue, RngPurpose.venue, hour, 3) - 1));
  }
  #tick(value) {
    return Math.round(value * this.#price * this.#scale) / this.#scale;
  }
  /** The exchange's price at `time` for a path price. */
  price(time, value) {
    this.#at(time);
    return this.#tick(value);
  }
  /** The exchange's candle for a path candle (scaled at the hour it opens in). */
  candle(candle) {
    this.#at(candle.time);
    return {
      time: candle.time,
      open: this.#tick(candle.open),
      high: this.#tick(candle.high),
      low: this.#tick(candle.low),
      close: this.#tick(candle.close),
      volume: candle.volume * this.#volume
    };
  }
  /** The exchange's series for a path series. */
  columns(path4) {
    const n = path4.time.length;
    const out = emptyColumns(n);
    for (let i = 0; i < n; i++) {
      this.#at(path4.time[i]);
      out.time[i] = path4.time[i];
      out.open[i] = this.#tick(path4.open[i]);
      out.high[i] = this.#tick(path4.high[i]);
      out.low[i] = this.#tick(path4.low[i]);
      out.close[i] = this.#tick(path4.close[i]);
      out.volume[i] = path4.volume[i] * this.#volume;
    }
    return out;
  }
};

// src/market-data/replay/replay-feed.ts
var CATCH_UP_STEP_S = 3600;
var ReplayFeed = class {
  mode = "replay";
  store = new CandleStore();
  events;
  #options;
  #repo;
  #writer;
  #running = /* @__PURE__ */ new Map();
  #unpruned = /* @__PURE__ */ new Map();
  #state;
  #clock;
  #timer;
  #time = 0;
  #publishing = false;
  constructor(options) {
    this.#options = options;
    this.events = createMarketEvents(
      (error) => options.log.error({ err: error }, "market event listener failed")
    );
    this.#repo = createCandlesRepo(options.db);
    this.#writer = new CandleWriter(
      this.#repo,
      (error) => options.log.error({ err: error }, "writing candles failed")
    );
  }
  instruments() {
    return [...this.#running.values()].map((entry) => entry.instrument);
  }
  async start() {
    this.#publishing = false;
    const { db: db2, now, seed, speed } = this.#options;
    const catalog = loadReplayCatalog(this.#options.filter);
    const assets = assetsOf(catalog);
    const shipped = new Map(assets.map((asset) => [asset.id, loadAssetHistory(catalog.dataDir, asset)]));
    const { state, saved } = await resumeOrAnchor({
      db: db2,
      repo: this.#repo,
      catalog,
      shipped,
      seed,
      nowMs: now()
    });
    this.#state = state;
    const plans = /* @__PURE__ */ new Map();
    const planOf = (timeframes) => {
      const id = timeframes.join(",");
      const plan = plans.get(id) ?? planTimeframes(timeframes);
      plans.set(id, plan);
      return plan;
    };
    for (const asset of assets) {
      const key = { seed, symbol: hashText(asset.id) };
      const history = buildHistory({
        shipped: shipped.get(asset.id),
        plan: planOf(asset.timeframes),
        weeks: state.shifts[asset.files[0].folder],
        anchor: state.anchor,
        key,
        session: asset.session,
        jumpy: asset.market === "crypto"
      });
      const path4 = new AssetPath(history.model, key, history.previous);
      for (const { instrument, venue } of catalog.entries.filter((entry) => entry.asset === asset)) {
        const plan = planOf(SOURCES[instrument.source].timeframes);
        if (venue === void 0) {
          this.#mount(instrument, plan, history, modelGenerator(history.model, key), saved);
          continue;
        }
        const quote = new VenueQuote(venue, key, history.model.decimals);
        const quoted = new Map(plan.all.map((t) => [t, quote.columns(history.series.get(t))]));
        this.#mount(instrument, plan, { ...history, series: quoted }, venueGenerator(path4, quote), saved);
      }
    }
    const resumeAt = Math.max(state.anchor, ...[...this.#running.values()].map((r) => r.runner.next));
    this.#clock = new ReplayClock(now, speed, resumeAt * 1e3);
    this.#time = resumeAt;
    this.advanceTo(this.#clock.nowSeconds());
    this.#publishing = true;
    const stepMs = this.#options.stepMs ?? Math.max(100, Math.round(1e3 / speed));
    this.#timer = setInterval(() => this.step(), stepMs);
    this.#timer.unref();
  }
  /** Lays one instrument's history and the candles of earlier runs in the store, and starts its runner. */
  #mount(instrument, plan, history, generator, saved) {
    const { source, symbol } = instrument;
    for (const timeframe of plan.all) {
      const window = plan.windowOf.get(timeframe);
      const series = this.store.create({ source, symbol, timeframe }, history.series.get(timeframe), window);
      const rows = saved.get(seriesKey(source, symbol, timeframe)) ?? [];
      for (const row of rows) {
        if (row.time > (series.last()?.time ?? Number.NEGATIVE_INFINITY)) series.append(candleOfRow(row));
      }
      this.#unpruned.set(series, rows.length);
    }
    const baseLast = this.store.get(source, symbol, plan.base)?.last();
    const runner = new SymbolRunner({
      plan,
      generator,
      session: instrument.session,
      previous: baseLast === void 0 ? history.previous : { end: baseLast.time + plan.base * 60, close: baseLast.close },
      seriesOf: (timeframe) => this.store.get(source, symbol, timeframe),
      sink: (timeframe, candle, series) => this.#closed(instrument, plan, timeframe, candle, series)
    });
    const withDecimals = { ...instrument, priceDecimals: history.model.decimals };
    this.#running.set(instrument.id, { instrument: withDecimals, plan, runner });
  }
  /** Moves the feed to the replay clock's current second (the timer calls this). */
  step() {
    if (this.#clock === void 0) return;
    try {
      this.advanceTo(this.#clock.nowSeconds());
    } catch (error) {
      this.#options.log.error({ err: error }, "replay step failed");
    }
  }
  /** Generates everything up to `time` (unix seconds): closes candles, moves prices, publishes both. */
  advanceTo(time) {
    while (time - this.#time > CATCH_UP_STEP_S) this.#advance(this.#time + CATCH_UP_STEP_S);
    this.#advance(time);
  }
  #advance(time) {
    if (!(time > this.#time)) return;
    this.#time = time;
    for (const { instrument, runner } of this.#running.values()) {
      const before2 = this.store.price(instrument.source, instrument.symbol)?.price;
      runner.advanceTo(time);
      const tick = { source: instrument.source, symbol: instrument.symbol, price: runner.price, time };
      this.store.setPrice(tick);
      if (this.#publishing && (runner.trading || before2 !== runner.price)) this.events.emit("price", tick);
    }
  }
  async stop() {
    clearInterval(this.#timer);
    this.#timer = void 0;
    await this.#writer.flush();
  }
  time() {
    return this.#time;
  }
  forming(source, symbol, timeframe) {
    const running = this.#running.get(instrumentId(source, symbol));
    if (running === void 0 || !running.plan.listed.includes(timeframe)) return void 0;
    return running.runner.forming(timeframe);
  }
  async backfill(source, symbol, timeframe, from) {
    const columns = this.store.get(source, symbol, timeframe)?.columns() ?? emptyColumns(0);
    let first = 0;
    while (first < columns.time.length && columns.time[first] < from) first++;
    const view = sliceColumns(columns, first, columns.time.length);
    return {
      time: view.time.slice(),
      open: view.open.slice(),
      high: view.high.slice(),
      low: view.low.slice(),
      close: view.close.slice(),
      volume: view.volume.slice()
    };
  }
  status() {
    return {
      mode: "replay",
      running: this.#timer !== void 0,
      time: this.#time,
      instruments: this.#running.size,
      series: this.store.size,
      pendingWrites: this.#writer.pending,
      replay: {
        seed: this.#options.seed,
        speed: this.#options.speed,
        anchor: this.#state?.anchor ?? 0
      }
    };
  }
  /** Flushes pending writes (tests check the table after it). */
  flush() {
    return this.#writer.flush();
  }
  #closed(instrument, plan, timeframe, candle, series) {
    this.#writer.write([candleRow(instrument.source, instrument.symbol, timeframe, candle)]);
    const unpruned = (this.#unpruned.get(series) ?? 0) + 1;
    this.#unpruned.set(series, unpruned);
    if (unpruned > series.maxLength / 2) {
      this.#writer.prune(instrument.source, instrument.symbol, timeframe, series.at(0).time);
      this.#unpruned.set(series, 0);
    }
    if (!this.#publishing || !plan.listed.includes(timeframe)) return;
    this.events.emit("candle-close", {
      source: instrument.source,
      symbol: instrument.symbol,
      timeframe,
      candle,
      series
    });
  }
};

// src/market-data/bench/.probe.ts
var dataDir = mkdtempSync(path3.join(tmpdir(), "probe-"));
var db = await openDatabase({ dataDir, databaseUrl: void 0 });
var clock = { now: Date.UTC(2026, 10, 26, 9, 20, 0) };
var log = { warn: () => {
}, error: (e) => console.error(e) };
var feed = new ReplayFeed({ db, now: () => clock.now, seed: 3, speed: 1, log, filter: (i) => i.base === "btc" });
var t0 = performance.now();
await feed.start();
console.log("start", performance.now() - t0, feed.instruments().length);
t0 = performance.now();
for (let t = feed.time() + 1, end = feed.time() + 600; t <= end; t++) feed.advanceTo(t);
console.log("600 s", performance.now() - t0);
t0 = performance.now();
feed.advanceTo(feed.time() + 7200);
console.log("2h", performance.now() - t0);
await feed.stop();
process.exit(0);
