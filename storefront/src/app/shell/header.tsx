import { useEffect, useRef, useState, type ReactNode, type RefObject } from "react"
import { useTranslation } from "react-i18next"
import { Link, useLocation } from "react-router-dom"
import { CATALOG_SEARCH_MAX } from "@shop/contract"
import { useCart } from "../../features/cart/cart-store"
import { useWishlist } from "../../features/wishlist/wishlist-store"
import { UserMenu } from "../../features/auth/components/user-menu"
import { SEARCH_PARAM, useCatalogParams } from "../../features/catalog/components/products-section"
import { LanguageSwitch } from "../../components/ui/language-switch"
import { Button } from "../../components/ui/button"
import { useShopFacts } from "../../lib/shop-facts"
import { CartIcon, CloseIcon, HeartIcon, MenuIcon, SearchIcon } from "../../components/ui/icons"

const NAV = ["home", "menu", "about", "contact"] as const

/** The storefront header of spec point 2. */
export function Header({ onOpenWishlist }: { onOpenWishlist: () => void }) {
  const { t, i18n } = useTranslation()
  // The free-shipping banner as an admin worded it (Shop settings), the spec's copy until then.
  const facts = useShopFacts()
  const cart = useCart()
  const wishlist = useWishlist()
  const [params, updateParams] = useCatalogParams()
  const [searchOpen, setSearchOpen] = useState(() => Boolean(params.get(SEARCH_PARAM)))
  const [menuOpen, setMenuOpen] = useState(false)
  const searchInput = useRef<HTMLInputElement>(null)
  const header = useRef<HTMLElement>(null)
  useStickyHeight(header)

  useEffect(() => {
    if (searchOpen) searchInput.current?.focus()
  }, [searchOpen])

  const setQuery = (q: string) =>
    updateParams((next) => {
      if (q) next.set(SEARCH_PARAM, q)
      else next.delete(SEARCH_PARAM)
    })

  // Menu is the home page's #menu section on the home page, the whole catalog (/shop) anywhere else.
  const onHome = useLocation().pathname === "/"
  const navLinks = (onClick?: () => void) =>
    NAV.map((anchor) => (
      <li key={anchor}>
        {/* A router link: from /checkout it keeps the cart (a page load would empty it) and lands on the section. */}
        <Link to={anchor === "menu" && !onHome ? "/shop" : `/#${anchor}`} onClick={onClick} className="block whitespace-nowrap rounded px-3 py-2 font-medium text-white hover:bg-white/15">
          {t(`nav.${anchor}`)}
        </Link>
      </li>
    ))

  return (
    <header ref={header} className="sticky top-0 z-30 bg-red-900 text-white shadow">
      <p className="bg-amber-200 px-4 py-1 text-center text-sm font-medium text-stone-950">{facts.banner[i18n.language === "km" ? "km" : "en"]}</p>
      <div className="mx-auto flex max-w-6xl items-center gap-1 px-2 py-2 sm:gap-2 sm:px-4">
        <PanelToggle
          className="md:hidden"
          open={menuOpen}
          controls="mobile-menu"
          label={menuOpen ? t("header.closeMenu") : t("header.openMenu")}
          icon={<MenuIcon />}
          onToggle={() => setMenuOpen((o) => !o)}
        />
        <Link to="/#home" className="min-w-0 flex-1 text-base font-bold leading-tight sm:text-xl md:flex-none">
          {facts.name[i18n.language === "km" ? "km" : "en"]}
        </Link>
        <nav aria-label={t("nav.label")} className="hidden flex-1 md:block">
          <ul className="flex justify-center gap-1">{navLinks()}</ul>
        </nav>
        <PanelToggle
          open={searchOpen}
          controls="site-search"
          label={searchOpen ? t("search.close") : t("search.open")}
          icon={<SearchIcon />}
          onToggle={() => setSearchOpen((o) => !o)}
        />
        <div className="hidden items-center gap-2 md:flex">
          <LanguageSwitch />
          <WishlistButton count={wishlist.ids.length} onClick={onOpenWishlist} />
        </div>
        <Button variant="onDark" size="icon" className="relative" aria-label={t("header.cart", { count: cart.count })} onClick={() => cart.setOpen(true)}>
          <CartIcon />
          {cart.count > 0 && <CountBadge value={cart.count} />}
        </Button>
        <div className="hidden md:block">
          <UserMenu />
        </div>
      </div>

      {menuOpen && (
        <div id="mobile-menu" className="border-t border-white/20 px-2 pb-3 md:hidden">
          <nav aria-label={t("nav.label")}>
            <ul className="flex flex-col">{navLinks(() => setMenuOpen(false))}</ul>
          </nav>
          <div className="mt-2 flex flex-wrap items-center gap-3 px-3">
            <LanguageSwitch />
            <WishlistButton
              count={wishlist.ids.length}
              onClick={() => {
                setMenuOpen(false)
                onOpenWishlist()
              }}
            />
            <UserMenu />
          </div>
        </div>
      )}

      {searchOpen && (
        <div id="site-search" className="border-t border-white/20 bg-red-950 px-4 py-3">
          <form
            role="search"
            className="mx-auto flex max-w-3xl items-center gap-2"
            onSubmit={(e) => {
              e.preventDefault()
              document.getElementById("menu")?.scrollIntoView({ behavior: "smooth" })
            }}
          >
            <label htmlFor="search-input" className="sr-only">
              {t("search.label")}
            </label>
            <input
              id="search-input"
              ref={searchInput}
              type="search"
              maxLength={CATALOG_SEARCH_MAX}
              value={params.get(SEARCH_PARAM) ?? ""}
              onChange={(e) => setQuery(e.target.value)}
              onKeyDown={(e) => {
                if (e.key === "Escape") setSearchOpen(false)
              }}
              placeholder={t("search.placeholder")}
              className="min-h-11 w-full rounded-lg border border-stone-400 bg-white px-3 text-stone-900 placeholder:text-stone-600"
            />
            <Button type="submit" variant="secondary">
              {t("search.submit")}
            </Button>
          </form>
        </div>
      )}
    </header>
  )
}

/**
 * Publishes the sticky header's height as `--header-h` on <html>: sections scrolled into view stop
 * below it (scroll-padding-top), and toasts on a phone sit under it, never over its buttons. The
 * height changes when the search or the phone menu opens, or a Khmer label wraps.
 */
function useStickyHeight(ref: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const el = ref.current
    if (!el) return
    const root = document.documentElement
    const publish = () => root.style.setProperty("--header-h", `${Math.ceil(el.getBoundingClientRect().height)}px`)
    publish()
    if (typeof ResizeObserver === "undefined") return
    const observer = new ResizeObserver(publish)
    observer.observe(el)
    return () => observer.disconnect()
  }, [ref])
}

function WishlistButton({ count, onClick }: { count: number; onClick: () => void }) {
  const { t } = useTranslation()
  return (
    <Button variant="onDark" size="icon" className="relative" aria-label={t("header.wishlist", { count })} onClick={onClick}>
      <HeartIcon />
      {count > 0 && <CountBadge value={count} />}
    </Button>
  )
}

function CountBadge({ value }: { value: number }) {
  return (
    <span aria-hidden className="absolute -right-0.5 -top-0.5 min-w-5 rounded-full bg-amber-300 px-1 text-center text-xs font-bold leading-5 text-stone-950">
      {value > 99 ? "99+" : value}
    </span>
  )
}

/** An icon button that opens and closes a panel of the header (the mobile menu, the search): a close icon while it is open. */
function PanelToggle({ open, controls, label, icon, className, onToggle }: { open: boolean; controls: string; label: string; icon: ReactNode; className?: string; onToggle: () => void }) {
  return (
    <Button variant="onDark" size="icon" className={className} aria-expanded={open} aria-controls={controls} aria-label={label} onClick={onToggle}>
      {open ? <CloseIcon /> : icon}
    </Button>
  )
}
