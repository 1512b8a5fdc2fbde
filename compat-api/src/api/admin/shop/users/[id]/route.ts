/** PATCH (role), DELETE a user (admin only: route-permissions.ts `users.manage`; src/users/user-routes.ts). */
export { changeUser as PATCH, removeUser as DELETE } from "#shop/users/user-routes"
