// A local stand-in for the card provider (Stripe): the subset of its REST API that card purchases and
// memberships use, a hosted page a real browser can fill, signed webhooks, Stripe's idempotency, and
// test controls. Stripe cannot be reached from the test machines (decision 0011 keeps every Stripe call
// in stripe-gateway.ts, whose config.apiUrl points the library here). Erasable TypeScript and node:
// builtins only, so `node server.ts` runs it as it is. See README.md beside this file.
import { createHmac, randomBytes } from 'node:crypto';
import { realpathSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

export type CardProviderDoubleOptions = {
  /** 0 or absent: any free port. */
  port?: number;
  /** Default 127.0.0.1. */
  host?: string;
  /** Where checkout.session.completed events are POSTed; absent: none are sent. */
  webhookUrl?: string;
  /** The whsec_… secret the events are signed with (the API's STRIPE_WEBHOOK_SECRET). */
  webhookSecret: string;
  /** The base of the hosted page's URLs when the browser reaches the double by another name. */
  publicUrl?: string;
};

/** A Stripe object as the double keeps and answers it. */
export type StripeObject = { id: string; object: string; [field: string]: unknown };

/** One real charge attempt: an idempotent replay adds none. */
export type DoubleCharge = {
  /** The Idempotency-Key it came with; null for a payment made on the hosted page. */
  key: string | null;
  amount: number;
  currency: string;
  paymentIntentId: string;
  paymentMethodId: string;
  customerId: string | null;
  outcome: 'succeeded' | 'declined';
};

export type DoubleCharges = {
  charges: DoubleCharge[];
  /** Real charge attempts per Idempotency-Key: more than 1 for a key is a double charge. */
  countsByKey: Record<string, number>;
};

export type WebhookDelivery = {
  eventId: string;
  type: string;
  /** The receiver's HTTP status; null when it could not be reached. */
  status: number | null;
  error: string | null;
};

/** A failure injected by POST /_double/faults. */
export type DoubleFault = {
  method: string;
  path: string;
  /** How many more matching requests fail. */
  times: number;
  /** 'before': answer 500 and do nothing; 'after': do the work, then lose the answer (500). */
  when: 'before' | 'after';
};

type StoredResponse = { fingerprint: string; status: number; body: unknown };

export type CardProviderDoubleState = {
  customers: Map<string, StripeObject>;
  checkoutSessions: Map<string, StripeObject>;
  paymentMethods: Map<string, StripeObject>;
  setupIntents: Map<string, StripeObject>;
  paymentIntents: Map<string, StripeObject>;
  refunds: Map<string, StripeObject>;
  events: Map<string, StripeObject>;
  /** Payment methods whose every charge is declined: the 0341 card from the start, others by control. */
  decliningPaymentMethods: Set<string>;
  chargeLog: DoubleCharge[];
  webhookDeliveries: WebhookDelivery[];
  /** Idempotency-Key → the first answer, replayed for a later request with that key. */
  idempotency: Map<string, StoredResponse>;
  faults: DoubleFault[];
};

export type CardProviderDouble = {
  /** http://host:port, the value for the API's STRIPE_API_URL / config.apiUrl. */
  url: string;
  close(): Promise<void>;
  charges(): DoubleCharges;
  /** The live state (maps are cleared in place by a reset). */
  state: CardProviderDoubleState;
};

/** The test cards the hosted page accepts; any other number is refused there. */
export const TEST_CARDS: Record<string, { brand: string; declines: boolean; description: string }> = {
  '4242424242424242': { brand: 'visa', declines: false, description: 'saves and charges' },
  '4000000000000341': {
    brand: 'visa',
    declines: true,
    description: 'saves, but every charge is declined',
  },
};

const DECLINE = {
  type: 'card_error',
  code: 'card_declined',
  decline_code: 'insufficient_funds',
  message: 'Your card was declined.',
};
const API_VERSION = '2026-10-28.endive';
const MAX_BODY_BYTES = 1_000_000;

type Param = string | Param[] | { [key: string]: Param };
type Params = { [key: string]: Param };
type Answer = { status: number; body: unknown };

function newId(prefix: string): string {
  return `${prefix}_${randomBytes(12).toString('hex')}`;
}

const now = () => Math.floor(Date.now() / 1000);

/**
 * Stripe's form encoding (`metadata[plan]=gold`, `line_items[0][quantity]=1`) as nested objects; an
 * object whose keys are 0..n-1 becomes an array.
 */
export function parseStripeForm(body: string): Params {
  const root: Params = {};
  for (const [name, value] of new URLSearchParams(body)) {
    const path = name.split(/[[\]]+/).filter((part) => part !== '');
    let node: { [key: string]: Param } = root;
    path.forEach((part, index) => {
      if (index === path.length - 1) {
        node[part] = value;
        return;
      }
      const child = node[part];
      if (typeof child !== 'object' || Array.isArray(child)) node[part] = {};
      node = node[part] as { [key: string]: Param };
    });
  }
  const arrays = (param: Param): Param => {
    if (typeof param === 'string' || Array.isArray(param)) return param;
    const keys = Object.keys(param);
    const entries = keys.map((key) => [key, arrays(param[key] as Param)] as const);
    if (keys.length > 0 && keys.every((key, index) => key === String(index))) {
      return entries.map(([, value]) => value);
    }
    return Object.fromEntries(entries);
  };
  return arrays(root) as Params;
}

const text = (params: Params | undefined, name: string): string | undefined => {
  const value = params?.[name];
  return typeof value === 'string' ? value : undefined;
};
const nested = (params: Params | undefined, name: string): Params | undefined => {
  const value = params?.[name];
  return value && typeof value === 'object' && !Array.isArray(value) ? value : undefined;
};
const metadataOf = (params: Params | undefined): Record<string, string> => {
  const metadata: Record<string, string> = {};
  for (const [key, value] of Object.entries(nested(params, 'metadata') ?? {})) {
    // Stripe drops a key sent empty.
    if (typeof value === 'string' && value !== '') metadata[key] = value;
  }
  return metadata;
};
const field = (object: StripeObject | undefined, name: string): string | null => {
  const value = object?.[name];
  return typeof value === 'string' ? value : null;
};

function stripeError(status: number, type: string, message: string, extra: Record<string, unknown> = {}) {
  return { status, body: { error: { type, message, ...extra } } };
}
const missing = (kind: string, id: string, param?: string) =>
  stripeError(404, 'invalid_request_error', `No such ${kind}: '${id}'`, {
    code: 'resource_missing',
    ...(param ? { param } : {}),
  });
const required = (param: string) =>
  stripeError(400, 'invalid_request_error', `Missing required param: ${param}.`, {
    code: 'parameter_missing',
    param,
  });

/** The Stripe-Signature header for a payload, as Stripe computes it (t=…,v1=HMAC-SHA256). */
export function stripeSignature(payload: string, secret: string, timestamp = now()): string {
  const signature = createHmac('sha256', secret).update(`${timestamp}.${payload}`).digest('hex');
  return `t=${timestamp},v1=${signature}`;
}

const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] ?? char,
  );
const groupDigits = (digits: string) => digits.replace(/(\d{4})(?=\d)/g, '$1 ');
const money = (cents: number, currency: string) =>
  currency === 'usd'
    ? `$${(cents / 100).toFixed(2)}`
    : `${(cents / 100).toFixed(2)} ${currency.toUpperCase()}`;

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    request.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_BODY_BYTES) {
        reject(new Error('request body too large'));
        request.destroy();
        return;
      }
      chunks.push(chunk);
    });
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    request.on('error', reject);
  });
}

/** Stripe takes the secret key as a Bearer token or as HTTP Basic's user name (curl -u sk_test_…:). */
function hasSecretKey(authorization: string | undefined): boolean {
  const [scheme, credentials = ''] = (authorization ?? '').split(' ');
  if (scheme === 'Bearer') return credentials.startsWith('sk_');
  if (scheme === 'Basic') return Buffer.from(credentials, 'base64').toString('utf8').startsWith('sk_');
  return false;
}

function sendJson(
  response: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
) {
  response.writeHead(status, {
    'content-type': 'application/json',
    'request-id': newId('req'),
    'stripe-version': API_VERSION,
    ...headers,
  });
  response.end(JSON.stringify(body));
}

function sendHtml(response: ServerResponse, status: number, html: string) {
  response.writeHead(status, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
  response.end(html);
}

export async function startCardProviderDouble(
  options: CardProviderDoubleOptions,
): Promise<CardProviderDouble> {
  if (!options.webhookSecret) throw new Error('startCardProviderDouble needs a webhookSecret');
  const state: CardProviderDoubleState = {
    customers: new Map(),
    checkoutSessions: new Map(),
    paymentMethods: new Map(),
    setupIntents: new Map(),
    paymentIntents: new Map(),
    refunds: new Map(),
    events: new Map(),
    decliningPaymentMethods: new Set(),
    chargeLog: [],
    webhookDeliveries: [],
    idempotency: new Map(),
    faults: [],
  };
  let publicUrl = '';

  function charges(): DoubleCharges {
    const countsByKey: Record<string, number> = {};
    for (const charge of state.chargeLog) {
      if (charge.key !== null) countsByKey[charge.key] = (countsByKey[charge.key] ?? 0) + 1;
    }
    return { charges: state.chargeLog.map((charge) => ({ ...charge })), countsByKey };
  }

  function reset() {
    for (const value of Object.values(state)) {
      if (value instanceof Map || value instanceof Set) value.clear();
      else value.length = 0;
    }
  }

  function createPaymentMethod(digits: string, customer: string | null): StripeObject {
    const card = TEST_CARDS[digits];
    const paymentMethod: StripeObject = {
      id: newId('pm'),
      object: 'payment_method',
      type: 'card',
      created: now(),
      livemode: false,
      customer,
      metadata: {},
      billing_details: { address: null, email: null, name: null, phone: null },
      card: {
        brand: card?.brand ?? 'visa',
        last4: digits.slice(-4),
        exp_month: 12,
        exp_year: new Date().getUTCFullYear() + 3,
        funding: 'credit',
        country: 'US',
      },
    };
    state.paymentMethods.set(paymentMethod.id, paymentMethod);
    if (card?.declines) state.decliningPaymentMethods.add(paymentMethod.id);
    return paymentMethod;
  }

  /** Creates a payment intent and charges it once: the one place a charge is counted. */
  function charge(input: {
    key: string | null;
    amount: number;
    currency: string;
    customer: string | null;
    paymentMethod: string;
    metadata: Record<string, string>;
  }): { intent: StripeObject; declined: boolean } {
    const declined = state.decliningPaymentMethods.has(input.paymentMethod);
    const intent: StripeObject = {
      id: newId('pi'),
      object: 'payment_intent',
      created: now(),
      livemode: false,
      amount: input.amount,
      amount_received: declined ? 0 : input.amount,
      currency: input.currency,
      customer: input.customer,
      payment_method: input.paymentMethod,
      metadata: input.metadata,
      confirmation_method: 'automatic',
      capture_method: 'automatic',
      status: declined ? 'requires_payment_method' : 'succeeded',
      latest_charge: newId('ch'),
      last_payment_error: declined ? { ...DECLINE, payment_method: { id: input.paymentMethod } } : null,
    };
    state.paymentIntents.set(intent.id, intent);
    state.chargeLog.push({
      key: input.key,
      amount: input.amount,
      currency: input.currency,
      paymentIntentId: intent.id,
      paymentMethodId: input.paymentMethod,
      customerId: input.customer,
      outcome: declined ? 'declined' : 'succeeded',
    });
    return { intent, declined };
  }

  // --- Stripe's REST API ---------------------------------------------------------------------------

  function createCustomer(params: Params): Answer {
    const customer: StripeObject = {
      id: newId('cus'),
      object: 'customer',
      created: now(),
      livemode: false,
      email: text(params, 'email') ?? null,
      name: text(params, 'name') ?? null,
      metadata: metadataOf(params),
      invoice_settings: { default_payment_method: null },
    };
    state.customers.set(customer.id, customer);
    return { status: 200, body: customer };
  }

  function createCheckoutSession(params: Params): Answer {
    const mode = text(params, 'mode');
    if (!mode) return required('mode');
    if (mode !== 'setup' && mode !== 'payment') {
      return stripeError(
        400,
        'invalid_request_error',
        `The double supports mode setup and payment, not ${mode}.`,
        {
          param: 'mode',
        },
      );
    }
    const successUrl = text(params, 'success_url');
    if (!successUrl) return required('success_url');
    const customer = text(params, 'customer') ?? null;
    if (customer && !state.customers.has(customer)) return missing('customer', customer, 'customer');
    let amountTotal: number | null = null;
    let currency: string | null = text(params, 'currency') ?? null;
    const lineItems: { name: string; quantity: number; amount: number }[] = [];
    if (mode === 'payment') {
      const items = params.line_items;
      if (!Array.isArray(items) || items.length === 0) return required('line_items');
      amountTotal = 0;
      for (const item of items) {
        if (typeof item !== 'object' || Array.isArray(item)) return required('line_items[0][price_data]');
        const price = nested(item, 'price_data');
        const unit = Number(text(price, 'unit_amount'));
        const quantity = Number(text(item, 'quantity') ?? '1');
        if (!Number.isInteger(unit) || unit < 0) return required('line_items[0][price_data][unit_amount]');
        currency = text(price, 'currency') ?? currency;
        amountTotal += unit * quantity;
        lineItems.push({
          name: text(nested(price, 'product_data'), 'name') ?? 'Item',
          quantity,
          amount: unit * quantity,
        });
      }
    }
    const id = newId(mode === 'setup' ? 'cs_test_setup' : 'cs_test');
    const session: StripeObject = {
      id,
      object: 'checkout.session',
      created: now(),
      expires_at: now() + 24 * 60 * 60,
      livemode: false,
      mode,
      status: 'open',
      payment_status: mode === 'setup' ? 'no_payment_required' : 'unpaid',
      customer,
      customer_email: text(params, 'customer_email') ?? null,
      client_reference_id: text(params, 'client_reference_id') ?? null,
      metadata: metadataOf(params),
      success_url: successUrl,
      cancel_url: text(params, 'cancel_url') ?? null,
      amount_total: amountTotal,
      currency,
      setup_intent: null,
      payment_intent: null,
      url: `${publicUrl}/pay/${id}`,
      // Not Stripe fields: what the hosted page shows and passes on.
      _line_items: lineItems,
      _setup_intent_metadata: metadataOf(nested(params, 'setup_intent_data')),
      _payment_intent_metadata: metadataOf(nested(params, 'payment_intent_data')),
    };
    state.checkoutSessions.set(id, session);
    return { status: 200, body: publicSession(session) };
  }

  /** A session without the double's own underscore fields. */
  function publicSession(session: StripeObject): StripeObject {
    return Object.fromEntries(
      Object.entries(session).filter(([key]) => !key.startsWith('_')),
    ) as StripeObject;
  }

  function createPaymentIntent(params: Params, key: string | null): Answer {
    const amountText = text(params, 'amount');
    if (!amountText) return required('amount');
    const amount = Number(amountText);
    if (!Number.isInteger(amount) || amount < 50) {
      return stripeError(400, 'invalid_request_error', 'Amount must be at least 50 cents.', {
        code: 'amount_too_small',
        param: 'amount',
      });
    }
    const currency = text(params, 'currency');
    if (!currency) return required('currency');
    const customer = text(params, 'customer') ?? null;
    if (customer && !state.customers.has(customer)) return missing('customer', customer, 'customer');
    const paymentMethodId = text(params, 'payment_method');
    const paymentMethod = paymentMethodId ? state.paymentMethods.get(paymentMethodId) : undefined;
    if (paymentMethodId && !paymentMethod)
      return missing('payment_method', paymentMethodId, 'payment_method');
    if (paymentMethod && customer && field(paymentMethod, 'customer') !== customer) {
      return stripeError(
        400,
        'invalid_request_error',
        `The provided PaymentMethod ${paymentMethodId} does not belong to the Customer ${customer}.`,
        { param: 'payment_method' },
      );
    }
    const metadata = metadataOf(params);
    if (text(params, 'confirm') !== 'true' || !paymentMethodId) {
      // Not confirmed: nothing is charged, as with Stripe.
      const intent: StripeObject = {
        id: newId('pi'),
        object: 'payment_intent',
        created: now(),
        livemode: false,
        amount,
        amount_received: 0,
        currency,
        customer,
        payment_method: paymentMethodId ?? null,
        metadata,
        status: paymentMethodId ? 'requires_confirmation' : 'requires_payment_method',
        latest_charge: null,
        last_payment_error: null,
      };
      state.paymentIntents.set(intent.id, intent);
      return { status: 200, body: intent };
    }
    const { intent, declined } = charge({
      key,
      amount,
      currency,
      customer,
      paymentMethod: paymentMethodId,
      metadata,
    });
    if (declined) {
      return stripeError(402, DECLINE.type, DECLINE.message, {
        code: DECLINE.code,
        decline_code: DECLINE.decline_code,
        charge: intent.latest_charge,
        payment_intent: intent,
        payment_method: paymentMethod,
        request_log_url: null,
      });
    }
    return { status: 200, body: intent };
  }

  function createRefund(params: Params): Answer {
    const paymentIntentId = text(params, 'payment_intent');
    if (!paymentIntentId) return required('payment_intent');
    const intent = state.paymentIntents.get(paymentIntentId);
    let amount = text(params, 'amount') ? Number(text(params, 'amount')) : null;
    if (intent) {
      if (intent.status !== 'succeeded') {
        return stripeError(
          400,
          'invalid_request_error',
          `PaymentIntent ${paymentIntentId} has no charge to refund.`,
          {
            param: 'payment_intent',
          },
        );
      }
      const refunded = [...state.refunds.values()]
        .filter((refund) => refund.payment_intent === paymentIntentId)
        .reduce((sum, refund) => sum + Number(refund.amount), 0);
      const remaining = Number(intent.amount) - refunded;
      amount ??= remaining;
      if (amount > remaining) {
        return stripeError(
          400,
          'invalid_request_error',
          `Refund amount (${amount}) is greater than unrefunded amount on charge (${remaining}).`,
          { code: 'amount_too_large', param: 'amount' },
        );
      }
    }
    // A payment intent the double never made (events hand-made by a test) refunds as the old fake did.
    const refund: StripeObject = {
      id: newId('re'),
      object: 'refund',
      created: now(),
      amount,
      currency: field(intent, 'currency') ?? 'usd',
      payment_intent: paymentIntentId,
      status: 'succeeded',
      metadata: metadataOf(params),
    };
    state.refunds.set(refund.id, refund);
    return { status: 200, body: refund };
  }

  const RETRIEVABLE: Record<string, [Map<string, StripeObject>, string]> = {
    customers: [state.customers, 'customer'],
    'checkout/sessions': [state.checkoutSessions, 'checkout.session'],
    setup_intents: [state.setupIntents, 'setup_intent'],
    payment_methods: [state.paymentMethods, 'payment_method'],
    payment_intents: [state.paymentIntents, 'payment_intent'],
    refunds: [state.refunds, 'refund'],
    events: [state.events, 'event'],
  };

  function stripeApi(method: string, path: string, params: Params, key: string | null): Answer {
    if (method === 'POST') {
      if (path === '/v1/customers') return createCustomer(params);
      if (path === '/v1/checkout/sessions') return createCheckoutSession(params);
      if (path === '/v1/payment_intents') return createPaymentIntent(params, key);
      if (path === '/v1/refunds') return createRefund(params);
    }
    if (method === 'GET') {
      const match =
        /^\/v1\/(customers|checkout\/sessions|setup_intents|payment_methods|payment_intents|refunds|events)\/([^/]+)$/.exec(
          path,
        );
      const entry = match ? RETRIEVABLE[match[1] as string] : undefined;
      if (match && entry) {
        const [objects, kind] = entry;
        const id = decodeURIComponent(match[2] as string);
        const found = objects.get(id);
        if (!found) return missing(kind, id, 'id');
        return { status: 200, body: kind === 'checkout.session' ? publicSession(found) : found };
      }
    }
    return stripeError(404, 'invalid_request_error', `Unrecognized request URL (${method}: ${path}).`);
  }

  /** Stripe's idempotency: a key's first executed answer is stored and replayed; other params are refused. */
  function idempotent(
    method: string,
    path: string,
    body: string,
    key: string | null,
  ): Answer & { replayed: boolean } {
    if (method !== 'POST' || !key)
      return { ...stripeApi(method, path, parseStripeForm(body), key), replayed: false };
    const fingerprint = `${method} ${path} ${[...new URLSearchParams(body)]
      .map(([k, v]) => `${k}=${v}`)
      .sort()
      .join('&')}`;
    const stored = state.idempotency.get(key);
    if (stored) {
      if (stored.fingerprint !== fingerprint) {
        return {
          ...stripeError(
            400,
            'idempotency_error',
            `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${key}' if you meant to execute a different request.`,
          ),
          replayed: false,
        };
      }
      return { status: stored.status, body: stored.body, replayed: true };
    }
    const answer = stripeApi(method, path, parseStripeForm(body), key);
    // As Stripe: a request that got to run (succeeded, or was declined) is stored; a refused one is not.
    if (answer.status < 400 || answer.status === 402) state.idempotency.set(key, { fingerprint, ...answer });
    return { ...answer, replayed: false };
  }

  function takeFault(method: string, path: string): DoubleFault | undefined {
    const fault = state.faults.find((f) => f.times > 0 && f.method === method && f.path === path);
    if (fault) fault.times -= 1;
    return fault;
  }

  // --- The hosted page -----------------------------------------------------------------------------

  function page(session: StripeObject, error?: string, entered?: string): string {
    const setup = session.mode === 'setup';
    const lines = (session._line_items as { name: string; quantity: number; amount: number }[]) ?? [];
    const currency = field(session, 'currency') ?? 'usd';
    const heading = setup ? 'Save your card' : `Pay ${money(Number(session.amount_total), currency)}`;
    const cancel = field(session, 'cancel_url');
    const cards = Object.entries(TEST_CARDS)
      .map(
        ([digits, card]) => `<li><code>${groupDigits(digits)}</code>: ${escapeHtml(card.description)}</li>`,
      )
      .join('');
    return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(heading)} · Test card provider</title>
<style>
body { font-family: system-ui, sans-serif; max-width: 28rem; margin: 2rem auto; padding: 0 1rem; color: #1a1a1a; }
label { display: block; font-weight: 600; margin-top: 1rem; }
input { font: inherit; padding: .5rem; width: 100%; box-sizing: border-box; }
[role=alert] { color: #a30000; font-weight: 600; }
.actions { display: flex; gap: 1rem; align-items: center; margin-top: 1rem; }
button { font: inherit; padding: .5rem 1rem; }
</style>
</head>
<body>
<main>
<p>Test card provider (no real payment)</p>
<h1>${escapeHtml(heading)}</h1>
${
  lines.length
    ? `<ul>${lines
        .map(
          (line) =>
            `<li>${escapeHtml(line.name)}${line.quantity > 1 ? ` × ${line.quantity}` : ''}: ${money(line.amount, currency)}</li>`,
        )
        .join('')}</ul>`
    : ''
}
<form method="post" action="/pay/${encodeURIComponent(session.id)}">
${error ? `<p role="alert" id="card-error">${escapeHtml(error)}</p>` : ''}
<label for="card-number">Card number</label>
<input id="card-number" name="cardNumber" inputmode="numeric" autocomplete="cc-number" required
 aria-describedby="${error ? 'card-error ' : ''}test-cards"${error ? ' aria-invalid="true"' : ''} value="${escapeHtml(entered ?? '')}">
<div class="actions">
<button type="submit">${setup ? 'Save card' : 'Pay'}</button>
${cancel ? `<a href="${escapeHtml(cancel)}">Cancel</a>` : ''}
</div>
</form>
<section id="test-cards" aria-label="Test cards">
<h2>Test cards</h2>
<ul>${cards}</ul>
<p>Any other number is refused.</p>
</section>
</main>
</body>
</html>`;
  }

  function notice(title: string, message: string, link?: { href: string; label: string }): string {
    return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head><body><main><h1>${escapeHtml(title)}</h1><p>${escapeHtml(message)}</p>${
      link ? `<p><a href="${escapeHtml(link.href)}">${escapeHtml(link.label)}</a></p>` : ''
    }</main></body></html>`;
  }

  async function deliverEvent(type: string, object: StripeObject): Promise<void> {
    const event: StripeObject = {
      id: newId('evt'),
      object: 'event',
      api_version: API_VERSION,
      created: now(),
      livemode: false,
      pending_webhooks: options.webhookUrl ? 1 : 0,
      request: { id: null, idempotency_key: null },
      type,
      data: { object },
    };
    state.events.set(event.id, event);
    if (!options.webhookUrl) return;
    const payload = JSON.stringify(event);
    const delivery: WebhookDelivery = { eventId: event.id, type, status: null, error: null };
    state.webhookDeliveries.push(delivery);
    try {
      const answer = await fetch(options.webhookUrl, {
        method: 'POST',
        headers: {
          'content-type': 'application/json; charset=utf-8',
          'stripe-signature': stripeSignature(payload, options.webhookSecret),
          'user-agent': 'Stripe/1.0 (+https://stripe.com/docs/webhooks)',
        },
        body: payload,
        signal: AbortSignal.timeout(15_000),
      });
      delivery.status = answer.status;
      await answer.arrayBuffer();
    } catch (error) {
      // Stripe would retry later; the double records the failure and the browser still goes on.
      delivery.error = error instanceof Error ? error.message : String(error);
    }
  }

  async function submitHostedPage(
    session: StripeObject,
    form: URLSearchParams,
  ): Promise<{ status: number; html?: string; location?: string }> {
    const entered = form.get('cardNumber') ?? '';
    const digits = entered.replace(/[\s-]/g, '');
    if (!TEST_CARDS[digits]) {
      return {
        status: 422,
        html: page(
          session,
          'Your card was refused. This test page accepts only the test cards listed below.',
          entered,
        ),
      };
    }
    const customer = field(session, 'customer');
    const paymentMethod = createPaymentMethod(digits, customer);
    if (session.mode === 'setup') {
      const setupIntent: StripeObject = {
        id: newId('seti'),
        object: 'setup_intent',
        created: now(),
        livemode: false,
        customer,
        payment_method: paymentMethod.id,
        payment_method_types: ['card'],
        status: 'succeeded',
        usage: 'off_session',
        metadata: session._setup_intent_metadata ?? {},
      };
      state.setupIntents.set(setupIntent.id, setupIntent);
      Object.assign(session, { status: 'complete', setup_intent: setupIntent.id, url: null });
    } else {
      const { intent, declined } = charge({
        key: null,
        amount: Number(session.amount_total),
        currency: field(session, 'currency') ?? 'usd',
        customer,
        paymentMethod: paymentMethod.id,
        metadata: (session._payment_intent_metadata as Record<string, string>) ?? {},
      });
      if (declined) return { status: 402, html: page(session, DECLINE.message, entered) };
      Object.assign(session, {
        status: 'complete',
        payment_status: 'paid',
        payment_intent: intent.id,
        url: null,
      });
    }
    await deliverEvent('checkout.session.completed', publicSession(session));
    const successUrl = field(session, 'success_url') ?? '/';
    return { status: 303, location: successUrl.replaceAll('{CHECKOUT_SESSION_ID}', session.id) };
  }

  // --- Routing -------------------------------------------------------------------------------------

  async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const method = request.method ?? 'GET';
    const url = new URL(request.url ?? '/', 'http://double.invalid');
    const path = url.pathname;
    const body = method === 'GET' || method === 'HEAD' ? '' : await readBody(request);

    const hosted = /^\/pay\/([^/]+)$/.exec(path);
    if (hosted) {
      const session = state.checkoutSessions.get(decodeURIComponent(hosted[1] as string));
      if (!session)
        return sendHtml(response, 404, notice('Not found', 'This checkout session does not exist.'));
      if (session.status !== 'open') {
        const back = field(session, 'success_url');
        return sendHtml(
          response,
          409,
          notice(
            'Already complete',
            'This checkout session is already complete.',
            back
              ? { href: back.replaceAll('{CHECKOUT_SESSION_ID}', session.id), label: 'Continue' }
              : undefined,
          ),
        );
      }
      if (method === 'GET') return sendHtml(response, 200, page(session));
      if (method === 'POST') {
        const result = await submitHostedPage(session, new URLSearchParams(body));
        if (result.location) {
          response.writeHead(303, { location: result.location });
          response.end();
          return;
        }
        return sendHtml(response, result.status, result.html ?? '');
      }
    }

    // A browser asks every page's origin for its icon: none, without an error in its console.
    if (method === 'GET' && path === '/favicon.ico') {
      response.writeHead(204);
      response.end();
      return;
    }

    if (path.startsWith('/_double/')) return control(method, path, body, response);

    if (path.startsWith('/v1/')) {
      if (!hasSecretKey(request.headers.authorization)) {
        return sendJson(
          response,
          401,
          stripeError(
            401,
            'invalid_request_error',
            'You did not provide an API key (a Bearer sk_… secret key).',
          ).body,
        );
      }
      const keyHeader = request.headers['idempotency-key'];
      const key = typeof keyHeader === 'string' && keyHeader !== '' ? keyHeader : null;
      const fault = takeFault(method, path);
      if (fault?.when === 'before') {
        return sendJson(response, 500, stripeError(500, 'api_error', 'Injected failure (before).').body);
      }
      const answer = idempotent(method, path, body, key);
      if (fault?.when === 'after') {
        return sendJson(response, 500, stripeError(500, 'api_error', 'Injected failure (after).').body);
      }
      return sendJson(response, answer.status, answer.body, {
        ...(key && method === 'POST' ? { 'idempotency-key': key } : {}),
        ...(answer.replayed ? { 'idempotent-replayed': 'true' } : {}),
      });
    }

    sendJson(
      response,
      404,
      stripeError(404, 'invalid_request_error', `Unrecognized request URL (${method}: ${path}).`).body,
    );
  }

  function control(method: string, path: string, body: string, response: ServerResponse) {
    let json: Record<string, unknown> = {};
    try {
      json = body ? (JSON.parse(body) as Record<string, unknown>) : {};
    } catch {
      return sendJson(response, 400, stripeError(400, 'invalid_request_error', 'The body is not JSON.').body);
    }
    if (method === 'GET' && path === '/_double/charges') return sendJson(response, 200, charges());
    if (method === 'GET' && path === '/_double/state') {
      const maps = Object.fromEntries(
        Object.entries(state).map(([name, value]) => [
          name,
          value instanceof Map ? Object.fromEntries(value) : value instanceof Set ? [...value] : value,
        ]),
      );
      delete maps.idempotency;
      return sendJson(response, 200, maps);
    }
    if (method === 'POST' && path === '/_double/reset') {
      reset();
      return sendJson(response, 200, { reset: true });
    }
    const decline = /^\/_double\/payment_methods\/([^/]+)\/decline$/.exec(path);
    if (method === 'POST' && decline) {
      const id = decodeURIComponent(decline[1] as string);
      if (!state.paymentMethods.has(id)) return sendJson(response, 404, missing('payment_method', id).body);
      if (typeof json.decline !== 'boolean') {
        return sendJson(
          response,
          400,
          stripeError(400, 'invalid_request_error', 'Send { "decline": true|false }.').body,
        );
      }
      if (json.decline) state.decliningPaymentMethods.add(id);
      else state.decliningPaymentMethods.delete(id);
      return sendJson(response, 200, { id, decline: json.decline });
    }
    if (method === 'POST' && path === '/_double/faults') {
      const when = json.when ?? 'before';
      const times = json.times ?? 1;
      if (
        typeof json.path !== 'string' ||
        (when !== 'before' && when !== 'after') ||
        !Number.isInteger(times)
      ) {
        return sendJson(
          response,
          400,
          stripeError(
            400,
            'invalid_request_error',
            'Send { "path": "/v1/…", "method"?: "POST", "times"?: n, "when"?: "before"|"after" }.',
          ).body,
        );
      }
      const fault: DoubleFault = {
        method: typeof json.method === 'string' ? json.method.toUpperCase() : 'POST',
        path: json.path,
        times: times as number,
        when,
      };
      state.faults.push(fault);
      return sendJson(response, 200, fault);
    }
    sendJson(
      response,
      404,
      stripeError(404, 'invalid_request_error', `Unrecognized request URL (${method}: ${path}).`).body,
    );
  }

  const server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      if (!response.headersSent) {
        sendJson(
          response,
          500,
          stripeError(500, 'api_error', error instanceof Error ? error.message : 'error').body,
        );
      } else response.destroy();
    });
  });
  const host = options.host ?? '127.0.0.1';
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const { port } = server.address() as AddressInfo;
  const reachable = host === '0.0.0.0' ? '127.0.0.1' : host === '::' ? '::1' : host;
  const url = `http://${reachable.includes(':') ? `[${reachable}]` : reachable}:${port}`;
  publicUrl = (options.publicUrl ?? url).replace(/\/+$/, '');

  return {
    url,
    state,
    charges,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      }),
  };
}

// --- CLI: node tools/card-provider-double/server.ts --port N --webhook-url U --webhook-secret S ----------

const USAGE = `Usage: node tools/card-provider-double/server.ts --webhook-secret whsec_… [--port N] [--host H]
       [--webhook-url http://127.0.0.1:3000/api/webhooks/stripe] [--public-url http://…]
Prints the double's URL (for STRIPE_API_URL) on the first line, then serves until stopped.`;

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      port: { type: 'string' },
      host: { type: 'string' },
      'webhook-url': { type: 'string' },
      'webhook-secret': { type: 'string' },
      'public-url': { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  if (values.help) {
    console.info(USAGE);
    return;
  }
  const port = values.port === undefined ? 0 : Number(values.port);
  if (!values['webhook-secret'] || !Number.isInteger(port) || port < 0) {
    console.error(USAGE);
    process.exitCode = 2;
    return;
  }
  const double = await startCardProviderDouble({
    port,
    webhookSecret: values['webhook-secret'],
    ...(values.host ? { host: values.host } : {}),
    ...(values['webhook-url'] ? { webhookUrl: values['webhook-url'] } : {}),
    ...(values['public-url'] ? { publicUrl: values['public-url'] } : {}),
  });
  console.info(double.url);
  const stop = () => {
    double.close().finally(() => process.exit(0));
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

const invoked = process.argv[1] ? realpathSafe(process.argv[1]) : '';
function realpathSafe(path: string): string {
  try {
    return realpathSync(path);
  } catch {
    return path;
  }
}
if (invoked && invoked === realpathSafe(fileURLToPath(import.meta.url))) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
