import {
  AbstractPaymentProvider,
  BigNumber,
  MedusaError,
  PaymentActions,
  PaymentSessionStatus,
} from "@medusajs/framework/utils"
import type {
  AuthorizePaymentInput,
  AuthorizePaymentOutput,
  CancelPaymentInput,
  CancelPaymentOutput,
  CapturePaymentInput,
  CapturePaymentOutput,
  DeletePaymentInput,
  DeletePaymentOutput,
  GetPaymentStatusInput,
  GetPaymentStatusOutput,
  InitiatePaymentInput,
  InitiatePaymentOutput,
  ProviderWebhookPayload,
  RefundPaymentInput,
  RefundPaymentOutput,
  RetrievePaymentInput,
  RetrievePaymentOutput,
  UpdatePaymentInput,
  UpdatePaymentOutput,
  WebhookActionResult,
} from "@medusajs/framework/types"
import { clearedClientData } from "../../payments/session-data"
import { MANUAL_METHODS, type ManualMethod, type ManualPaymentData, type ManualPaymentOptions } from "./types"

const STAFF_FIELDS = ["verified_by", "verified_at", "rejected_by", "rejected_at", "captured_at", "canceled_at"] as const

/**
 * A payment made outside the shop (Cash App, Venmo, Zelle, PayPal, ABA) that staff confirm by hand.
 * Authorization stays `pending_authorization` (the order is created without a Payment record)
 * until staff record their confirmation in the session's data (`verified_by`, `verified_at`) and
 * authorize again (authorizePaymentSessionForOrderWorkflow); a rejected payment is an error.
 */
abstract class ManualPaymentProviderService extends AbstractPaymentProvider<ManualPaymentOptions> {
  static identifier: string
  protected readonly options_: ManualPaymentOptions

  static validateOptions(options: Record<string, unknown>) {
    for (const method of MANUAL_METHODS) {
      const handle = (options?.[method] as { handle?: unknown } | undefined)?.handle
      if (typeof handle !== "string" || !handle.trim()) {
        throw new MedusaError(
          MedusaError.Types.INVALID_DATA,
          `payment-manual: options.${method}.handle (the recipient shoppers pay) is required`
        )
      }
    }
  }

  constructor(cradle: Record<string, unknown>, options: ManualPaymentOptions) {
    super(cradle, options)
    this.options_ = options
  }

  protected get method(): ManualMethod {
    return (this.constructor as typeof ManualPaymentProviderService).identifier as ManualMethod
  }

  async initiatePayment(input: InitiatePaymentInput): Promise<InitiatePaymentOutput> {
    const sessionId = (input.data?.session_id as string | undefined) ?? `${Date.now()}`
    const cleared = Object.fromEntries(STAFF_FIELDS.map((k) => [k, null]))
    // Every key a store client sent is overwritten (staff's decision, amounts, refunds), keeping
    // only the shopper's payment reference as text.
    const fromClient = clearedClientData(input.data, ["session_id"])
    const reference = input.data?.reference
    return {
      id: `manual_${this.method}_${sessionId}`,
      status: PaymentSessionStatus.PENDING,
      data: {
        ...fromClient,
        ...cleared,
        ...(typeof reference === "string" && reference.length <= 200 ? { reference } : {}),
        method: this.method,
        recipient: { ...this.options_[this.method] },
        amount: input.amount,
        currency_code: input.currency_code,
      },
    }
  }

  async updatePayment(input: UpdatePaymentInput): Promise<UpdatePaymentOutput> {
    return {
      data: {
        ...(input.data ?? {}),
        ...(input.amount !== undefined ? { amount: input.amount } : {}),
        ...(input.currency_code ? { currency_code: input.currency_code } : {}),
      },
    }
  }

  async authorizePayment(input: AuthorizePaymentInput): Promise<AuthorizePaymentOutput> {
    return { data: input.data ?? {}, status: this.statusOf(input.data) }
  }

  async getPaymentStatus(input: GetPaymentStatusInput): Promise<GetPaymentStatusOutput> {
    return { data: input.data ?? {}, status: this.statusOf(input.data) }
  }

  /** Staff verified the money: capture records it (nothing moves, it already arrived). */
  async capturePayment(input: CapturePaymentInput): Promise<CapturePaymentOutput> {
    return { data: { ...(input.data ?? {}), captured_at: new Date().toISOString() } }
  }

  async cancelPayment(input: CancelPaymentInput): Promise<CancelPaymentOutput> {
    return { data: { ...(input.data ?? {}), canceled_at: new Date().toISOString() } }
  }

  /** The money goes back by hand through the same app; the provider records the amount. */
  async refundPayment(input: RefundPaymentInput): Promise<RefundPaymentOutput> {
    const data = (input.data ?? {}) as ManualPaymentData
    const refunded = Number(data.refunded_amount ?? 0) + new BigNumber(input.amount ?? 0).numeric
    return { data: { ...data, refunded_amount: refunded } }
  }

  async deletePayment(input: DeletePaymentInput): Promise<DeletePaymentOutput> {
    return { data: input.data ?? {} }
  }

  async retrievePayment(input: RetrievePaymentInput): Promise<RetrievePaymentOutput> {
    return input.data ?? {}
  }

  async getWebhookActionAndData(_payload: ProviderWebhookPayload["payload"]): Promise<WebhookActionResult> {
    return { action: PaymentActions.NOT_SUPPORTED }
  }

  protected statusOf(data: Record<string, unknown> | undefined): PaymentSessionStatus {
    const d = (data ?? {}) as ManualPaymentData
    if (d.rejected_at) {
      return PaymentSessionStatus.ERROR
    }
    if (d.verified_at && d.verified_by) {
      return PaymentSessionStatus.AUTHORIZED
    }
    return PaymentSessionStatus.PENDING_AUTHORIZATION
  }
}

export class CashAppPaymentService extends ManualPaymentProviderService {
  static identifier = "cashapp"
}
export class VenmoPaymentService extends ManualPaymentProviderService {
  static identifier = "venmo"
}
export class ZellePaymentService extends ManualPaymentProviderService {
  static identifier = "zelle"
}
export class PayPalPaymentService extends ManualPaymentProviderService {
  static identifier = "paypal"
}
export class AbaPaymentService extends ManualPaymentProviderService {
  static identifier = "aba"
}

export const MANUAL_PAYMENT_SERVICES = [
  CashAppPaymentService,
  VenmoPaymentService,
  ZellePaymentService,
  PayPalPaymentService,
  AbaPaymentService,
]
