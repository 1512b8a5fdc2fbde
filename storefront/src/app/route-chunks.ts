/**
 * The product page's chunk, shared by the router and the product cards, which start loading it when
 * a shopper points at or focuses a product link: by the click it is usually there.
 */
export const loadProductRoute = () => import("./product-route")

/** Starts loading the product page's chunk; safe to call on every pointer move (the import is cached). */
export const preloadProductRoute = () => {
  void loadProductRoute()
}
