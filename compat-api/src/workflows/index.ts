export * from "./catalog"
export * from "./shipping"
