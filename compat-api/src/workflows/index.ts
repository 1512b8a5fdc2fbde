export * from "./create-menu-item"
export * from "./update-menu-item"
export * from "./shipping"
