import nodemailer from 'nodemailer';

/** One message as the delivery worker hands it to the mail server. */
export type MailMessage = {
  from: { name: string; address: string };
  to: string;
  subject: string;
  text: string;
  html: string;
  /** `<id@domain>`, the same on every try, so a resend after a crash is recognisable as one message. */
  messageId: string;
  headers: Record<string, string>;
  /** The calendar part (text/calendar; method=...), for session emails. */
  calendar?: { method: 'REQUEST' | 'CANCEL'; content: string };
};

export type Mailer = {
  send(message: MailMessage): Promise<void>;
  close(): void;
};

/** Why a send failed, and whether trying again later can help. */
export type SendFailure = { permanent: boolean; reason: string };

/**
 * Sorts a failed send (decision 0024): a 5xx reply (a refused address, a refused message) and an
 * address nodemailer cannot use are permanent; 4xx replies, time-outs and connection errors are
 * temporary. A refused login (EAUTH) counts as temporary: it is the server's configuration, not the
 * email, that is wrong, and the emails should go once it is fixed.
 */
export function classifySendError(error: unknown): SendFailure {
  const { code, responseCode, response, message } = (error ?? {}) as {
    code?: string;
    responseCode?: number;
    response?: string;
    message?: string;
  };
  const reason = (response || message || String(error)).slice(0, 500);
  if (code === 'EAUTH') return { permanent: false, reason };
  if (typeof responseCode === 'number') {
    return {
      permanent: responseCode >= 500 && responseCode < 600,
      reason: response ? reason : `${responseCode} ${reason}`,
    };
  }
  // No usable recipient address (EENVELOPE without a server reply) or a message nodemailer refuses.
  if (code === 'EENVELOPE' || code === 'EMESSAGE') return { permanent: true, reason };
  return { permanent: false, reason };
}

/**
 * An SMTP mailer from SMTP_URL: `smtp://user:pass@host:587` (STARTTLS when the server offers it) or
 * `smtps://user:pass@host:465` (TLS from the start). Pooled (a few connections reused), with short
 * time-outs so a slow or unreachable server fails a try rather than hanging the worker; requests never
 * wait for it (the worker runs in the background).
 */
export function createSmtpMailer(smtpUrl: string): Mailer {
  const url = new URL(smtpUrl);
  const secure = url.protocol === 'smtps:';
  const transport = nodemailer.createTransport({
    host: url.hostname,
    port: url.port ? Number(url.port) : secure ? 465 : 587,
    secure,
    ...(url.username
      ? { auth: { user: decodeURIComponent(url.username), pass: decodeURIComponent(url.password) } }
      : {}),
    pool: true,
    maxConnections: 5,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  });
  return {
    async send(message) {
      await transport.sendMail({
        from: message.from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html,
        messageId: message.messageId,
        headers: message.headers,
        // Like the big calendar services: the calendar as an alternative part (the "add to calendar"
        // buttons of mail apps) and as an .ics attachment (one tap opens it in the calendar app).
        ...(message.calendar
          ? {
              icalEvent: { method: message.calendar.method, content: message.calendar.content },
              attachments: [
                {
                  filename: 'invite.ics',
                  content: message.calendar.content,
                  contentType: `application/ics; method=${message.calendar.method}`,
                },
              ],
            }
          : {}),
      });
    },
    close() {
      transport.close();
    },
  };
}
