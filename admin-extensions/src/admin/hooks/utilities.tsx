import { downloadBackup, runUtility } from "@shop/staff"
import { shopClient } from "../lib/api"
import type { UtilityName } from "../lib/types"
import { useStaffMutation } from "./paged-query"

/** Runs one of the spec's utilities; Medusa's product lists are refetched (they may have changed). */
export const useRunUtility = (name: UtilityName) => useStaffMutation(runUtility(shopClient, name))

/** Download Backup: fetches the backup file and hands it to the browser as a download. */
export const useDownloadBackup = () => useStaffMutation(downloadBackup(shopClient))
