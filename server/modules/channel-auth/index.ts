/** `POST /v1/auth/channel`: signs pusher-js subscriptions to the caller's own channels only. */
export { channelAuthRoutes } from './routes';
export { ownChannels } from './own-channels';
