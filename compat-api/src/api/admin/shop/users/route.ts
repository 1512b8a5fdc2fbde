/** GET, POST the shop's users (admin only: route-permissions.ts `users.manage`; src/users/user-routes.ts). */
export { listUsers as GET, addUser as POST } from "#shop/users/user-routes"
