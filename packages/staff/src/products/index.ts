/**
 * @shop/staff/products: the product form's values for both back offices (from a product to the
 * form and back, the price rule, only the changed fields sent).
 */
export * from "./form"
