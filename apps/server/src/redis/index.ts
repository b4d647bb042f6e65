// The door of the scale mode's Redis (DESIGN §4), used only when REDIS_URL is set: the connections, failure counts
// shared by every process, the match fan-out from scanners to api processes, the feed relay from the feed's process
// to api processes, and change notices for what processes keep in memory.
export { createChangeNotices, type SharedChange } from './change-notices';
export { RedisUnreachableError } from './connect-redis';
export { createFeedRelay, type FeedRelay } from './feed-relay';
export { createMatchPublisher, loadMatches, type MatchFollower } from './match-stream';
export { redisAttemptLimiters } from './redis-attempt-limiter';
export { connectRedisBus, type RedisBus } from './redis-bus';
export { RelayedFeed } from './relayed-feed';
