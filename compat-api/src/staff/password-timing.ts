import { randomBytes, scrypt } from "node:crypto"
import type { IAuthModuleService, MedusaContainer } from "@medusajs/framework/types"
import { Modules } from "@medusajs/framework/utils"

/**
 * Medusa's emailpass provider checks a known user's password with scrypt (scrypt-kdf, its default
 * cost: logN 15, r 8, p 1; medusa-config sets no other), about 100 ms, but answers an unknown user
 * at once: the time of a failed sign-in told whether the username exists. An unknown user's
 * attempt now runs the same scrypt on a throwaway salt, so both take the same time.
 */
export const EMAILPASS_SCRYPT = { N: 2 ** 15, r: 8, p: 1 } as const

/** The throwaway check (an object's method, so that tests can see it run). */
export const dummyPassword = {
  verify(password: string): Promise<void> {
    return new Promise((resolve) =>
      // scrypt-kdf derives 64 bytes; 128·N·r bytes of memory is 32 MiB, over Node's default maxmem
      scrypt(password, randomBytes(32), 64, { ...EMAILPASS_SCRYPT, maxmem: 64 * 1024 * 1024 }, () => resolve())
    )
  },
}

/** True when `username` has an emailpass identity with a password (its sign-in runs the real scrypt). */
export async function hasPasswordIdentity(scope: MedusaContainer, username: string): Promise<boolean> {
  const auth = scope.resolve<IAuthModuleService>(Modules.AUTH)
  const [identity] = await auth.listProviderIdentities({ entity_id: username, provider: "emailpass" }, { select: ["id", "provider_metadata"] })
  return typeof (identity?.provider_metadata as { password?: unknown } | undefined)?.password === "string"
}

/**
 * Before a password check by Medusa's emailpass provider: for a username without a password
 * identity, spends the time the provider would have spent on the hash.
 */
export async function equalizePasswordCheck(scope: MedusaContainer, username: string, password: string) {
  if (!(await hasPasswordIdentity(scope, username))) {
    await dummyPassword.verify(password)
  }
}
