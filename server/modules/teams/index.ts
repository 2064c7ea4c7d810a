/** Teams and who is in them (PRODUCT.md §2): the routes, and memberships for the users module. */
export { teamRoutes } from './routes';
export { setTeamsOfUser, teamsOfUsers } from './memberships';
