import type { ReactNode } from "react"
import { Banner } from "./components/banner"
import { Hero } from "./components/hero"
import { Features } from "./components/features"
import { About } from "./components/about"

type Props = {
  /** The all-products grid (catalog feature). */
  products: ReactNode
  /** The contact section (contact feature). */
  contact: ReactNode
}

/** Spec point 2's home page: banner, hero, highlights, products, about/heritage, contact. */
export function HomePage({ products, contact }: Props) {
  return (
    <>
      <Banner />
      <Hero />
      <Features />
      {products}
      <About />
      {contact}
    </>
  )
}
