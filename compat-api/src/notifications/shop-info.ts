import { shopAddressLine, shopFacts } from "@shop/contract"

/**
 * The shop's contact facts every e-mail ends with: the contract's shop facts (the storefront's
 * footer and the label's ship-from read the same), with the server's SHOP_* overrides.
 */
export function shopContact(env: NodeJS.ProcessEnv = process.env): { name: string; address: string; phone: string; email: string } {
  const facts = shopFacts(env)
  return { name: facts.name, address: shopAddressLine(facts), phone: facts.phone, email: facts.email }
}
