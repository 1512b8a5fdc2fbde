import { HomePage } from "../features/home/home-page"
import { ProductsSection } from "../features/catalog/components/products-section"
import { ContactSection } from "../features/contact/components/contact-section"
import { renderCardActions } from "./card-actions"
import { preloadProductRoute } from "./route-chunks"

/** The home route: the home feature's sections with the catalog grid, cart and wishlist actions and the contact form. */
export function HomeRoute() {
  return (
    <HomePage
      products={<ProductsSection renderActions={renderCardActions} onProductIntent={preloadProductRoute} />}
      contact={<ContactSection />}
    />
  )
}
