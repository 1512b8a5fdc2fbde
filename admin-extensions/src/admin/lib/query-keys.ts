/** Our react-query keys: the staff screens' one key tree (@shop/staff), and the dashboard's we refresh. */
export { medusaKeys, staffKeys as shopKeys } from "@shop/staff"
