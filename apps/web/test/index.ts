/** The web tests' kit: fixtures of what the server sends, a fake API, and screen rendering. */
export { assetFixture } from './asset-fixture';
export {
  type ApiRoute,
  envelope,
  type FakeApi,
  failure,
  hangUntilAborted,
  plainJson,
  stubApi,
} from './fake-api';
export { matchedAt, matchFixture, replaySources, strategyFixture } from './market-fixtures';
export { renderScreen, resetScreen, searchOf } from './render-screen';
export { strategyRecordFixture, strategyStatsFixture } from './strategy-stats-fixtures';
export { type AccessFixture, proUserFixture, type UserFixture, userFixture } from './user-fixture';
