// Generated from the API's OpenAPI document by tools/openapi/web-schema.mjs: do not edit.
// `npm run build -w @bmp/web` rewrites it; `npm run test:openapi` fails when it is out of date.
export interface paths {
    "/api/health": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Readiness: may this process take requests (database reachable, not shutting down)? */
        get: operations["getHealth"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/health/live": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Liveness: is the process running? (Does not touch the database.) */
        get: operations["getHealthLive"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/public/config": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Public settings for the sign-in pages */
        get: operations["getPublicConfig"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/public/landing/{locale}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The landing page’s content in one language (the built-in one until the operator edits it) */
        get: operations["getPublicLandingByLocale"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/operator/landing/{locale}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The landing page’s content in one language, for the operator to edit */
        get: operations["getOperatorLandingByLocale"];
        /** Save the landing page’s content in one language */
        put: operations["putOperatorLandingByLocale"];
        post?: never;
        /** Put one language back on the built-in landing content (its edits are dropped) */
        delete: operations["deleteOperatorLandingByLocale"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Sign in with email and password */
        post: operations["postAuthLogin"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/login/two-step": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Finish signing in with an authenticator code or a recovery code */
        post: operations["postAuthLoginTwoStep"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/logout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Sign out (ends the session on the server) */
        post: operations["postAuthLogout"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/session": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Who is signed in, and their ability rules */
        get: operations["getAuthSession"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/signup": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** A member creates an account in a business (starts onboarding) */
        post: operations["postAuthSignup"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/verify-email": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Use an emailed link: confirm an email address, or confirm a change of address */
        post: operations["postAuthVerifyEmail"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/verify-email/resend": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Send a new email-confirmation link (nothing happens when already confirmed) */
        post: operations["postAuthVerifyEmailResend"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/forgot-password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Email a password-reset link (same answer whether or not the account exists) */
        post: operations["postAuthForgotPassword"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/reset-password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Choose a new password with an emailed reset link (signs out every browser) */
        post: operations["postAuthResetPassword"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/change-password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Change the password (signs out every other browser; this one gets a new session) */
        post: operations["postAuthChangePassword"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/change-email": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Ask to change the email address (a link goes to the new address) */
        post: operations["postAuthChangeEmail"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/two-step/setup": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Start two-step sign-in set-up: a new authenticator secret (not in force until enabled) */
        post: operations["postAuthTwoStepSetup"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/two-step/enable": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Turn two-step sign-in on with a code from the app; answers the recovery codes once */
        post: operations["postAuthTwoStepEnable"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/two-step/disable": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Turn two-step sign-in off (needs the current password) */
        post: operations["postAuthTwoStepDisable"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/oidc/authorize": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Start signing in (or signing up) at the external provider: redirects there */
        get: operations["getAuthOidcAuthorize"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/oidc/callback": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Finish an external sign-in: exchange the code from /member-login for a session */
        post: operations["postAuthOidcCallback"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/oidc/logout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Sign out here and at the external provider: redirects there, then back home */
        get: operations["getAuthOidcLogout"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/businesses/signup": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Create a business and its principal (the owner), signed in */
        post: operations["postBusinessesSignup"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/me/businesses": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The studios I have an active membership in (the user menu’s business switcher) */
        get: operations["getMeBusinesses"];
        put?: never;
        /** Create another business owned by the signed-in person (its principal) */
        post: operations["postMeBusinesses"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/business/profile": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The studio's profile: contact, hours, time zone, lists, cancellation window */
        get: operations["getBusinessProfile"];
        /** Saves the studio's profile (asks to confirm when booked sessions fall outside new hours) */
        put: operations["putBusinessProfile"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/business/profile/hours-check": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Booked sessions that new hours or a new time zone would leave outside opening time */
        post: operations["postBusinessProfileHoursCheck"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/business/brand-color": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Sets the studio's primary colour (#rrggbb, WCAG AA against white) or, with null, goes back to the product's */
        put: operations["putBusinessBrandColor"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/business/logo": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Sets the studio's logo (JPEG, PNG or WebP, at most 512 KB, as base64) */
        put: operations["putBusinessLogo"];
        post?: never;
        /** Removes the studio's logo */
        delete: operations["deleteBusinessLogo"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/public/studios/{slug}/logo": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A studio's logo (public: it is on the studio's public page) */
        get: operations["getPublicStudiosBySlugLogo"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/public/studios/{slug}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A studio's public page: hours, locations, offerings and its sign-up link */
        get: operations["getPublicStudiosBySlug"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/locations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The studio's active locations (the booking form's location picker, offerings, calendar) */
        get: operations["getLocations"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/business/locations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every location of the studio, deactivated ones too */
        get: operations["getBusinessLocations"];
        put?: never;
        /** Adds a location (code state.city, unique in the studio) */
        post: operations["postBusinessLocations"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/business/locations/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Changes a location, or deactivates it (past sessions keep it) */
        patch: operations["patchBusinessLocationsById"];
        trace?: never;
    };
    "/api/business/locations/{id}/default": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Makes a location the default one */
        post: operations["postBusinessLocationsByIdDefault"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/business/team": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The team (principals, admins, experts) and the invitations not yet accepted */
        get: operations["getBusinessTeam"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/business/team/invitations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Invites someone by email with a role (the link works once, for 7 days); the answer holds the link, shown this once */
        post: operations["postBusinessTeamInvitations"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/business/team/invitations/{id}/resend": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Sends the invitation again with a new link and 7 more days (the old link stops working) */
        post: operations["postBusinessTeamInvitationsByIdResend"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/business/team/invitations/{id}/link": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** A new link to copy, without emailing it (the old link stops working; only its hash is kept, so it cannot be shown again) */
        post: operations["postBusinessTeamInvitationsByIdLink"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/business/team/invitations/{id}/revoke": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Withdraws an invitation: its link stops working */
        post: operations["postBusinessTeamInvitationsByIdRevoke"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/business/team/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Changes a team member's role (the last principal cannot be demoted) */
        patch: operations["patchBusinessTeamById"];
        trace?: never;
    };
    "/api/business/team/{id}/transfer-ownership": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The principal makes another team member principal and becomes an admin */
        post: operations["postBusinessTeamByIdTransferOwnership"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/business/team/{id}/deactivate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Deactivates a team member: signed out at once; lists their sessions ahead to reassign */
        post: operations["postBusinessTeamByIdDeactivate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/business/team/{id}/reactivate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Reactivates a team member */
        post: operations["postBusinessTeamByIdReactivate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/me/staff-profile": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** My own profile in this studio: name, phone, and an expert’s bio, specialities, languages */
        get: operations["getMeStaffProfile"];
        /** Saves my own profile */
        put: operations["putMeStaffProfile"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/me/staff-profile/photo": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Sets my photo in this studio (JPEG, PNG or WebP, at most 700 KB, as base64) */
        put: operations["putMeStaffProfilePhoto"];
        post?: never;
        /** Removes my photo in this studio */
        delete: operations["deleteMeStaffProfilePhoto"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/team/{id}/photo": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A team member's photo, for anyone signed in to the same studio (members pick experts by it) */
        get: operations["getTeamByIdPhoto"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/me/shell-pictures": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The signed-in shell's pictures: the studio's logo and my own photo (team members) */
        get: operations["getMeShellPictures"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/me/switch-business": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Moves this sign-in to another of my studios (a new session in that membership) */
        post: operations["postMeSwitchBusiness"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/public/invitations/{token}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** What an invitation link offers (studio, role, whether the email has a login) */
        get: operations["getPublicInvitationsByToken"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/public/invitations/{token}/accept": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Accepts an invitation and signs in to that studio: a new person creates their login; someone with an account must be signed in as the invited address (409 otherwise; no password is checked here) */
        post: operations["postPublicInvitationsByTokenAccept"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/business/clients": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The studio's clients with their primary expert (an expert: only their own clients) */
        get: operations["getBusinessClients"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/business/clients/{id}/primary-expert": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Sets (or clears) a client's primary expert */
        put: operations["putBusinessClientsByIdPrimaryExpert"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/me/mail-settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Whether emails are delivered and whether the Mailbox page is on */
        get: operations["getMeMailSettings"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/outbox/mine": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The emails sent to the signed-in person, newest first (the Mailbox: when emails are not delivered, or in the demo) */
        get: operations["getOutboxMine"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/outbox/failed": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Emails that could not be delivered (permanent failure or too many tries), newest first */
        get: operations["getOutboxFailed"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/outbox/{id}/retry": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Queues a failed email again (after fixing the address or the mail server) */
        post: operations["postOutboxByIdRetry"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/me/email-preferences": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The signed-in person's email language and their choices for this studio's emails */
        get: operations["getMeEmailPreferences"];
        /** Changes the email language (every studio), the reminder and session-news emails or, for staff, the alert emails (this studio) */
        put: operations["putMeEmailPreferences"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/email/unsubscribe": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Opens the unsubscribe page of the app (a GET never changes anything: link scanners follow links) */
        get: operations["getEmailUnsubscribe"];
        put?: never;
        /** Turns off the reminder emails of the link's studio membership (RFC 8058 one-click; no sign-in) */
        post: operations["postEmailUnsubscribe"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payees": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Payees of the business (numbers masked) */
        get: operations["getPayees"];
        put?: never;
        /** Add a payee */
        post: operations["postPayees"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payees/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One payee (numbers masked) */
        get: operations["getPayeesById"];
        /** Replace a payee’s details */
        put: operations["putPayeesById"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payees/{id}/reveal": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Show a payee’s full tax ID and account number (audited) */
        post: operations["postPayeesByIdReveal"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/business/bank-account": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The business’s bank account (masked) */
        get: operations["getBusinessBankAccount"];
        /** Set the business’s bank account */
        put: operations["putBusinessBankAccount"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/business/bank-account/reveal": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Show the full bank account number (audited) */
        post: operations["postBusinessBankAccountReveal"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/studio-exports": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The studio’s latest exports, newest first */
        get: operations["getStudioExports"];
        put?: never;
        /** Start an export of everything the studio holds (full bank numbers need the password) */
        post: operations["postStudioExports"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/studio-exports/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One export: its status, progress and current step */
        get: operations["getStudioExportsById"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/studio-exports/{id}/download": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Download the archive (zip): 409 before it is built, 410 once expired */
        get: operations["getStudioExportsByIdDownload"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/pay-rates": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The studio’s pay rates, with what each applies to and when */
        get: operations["getPayRates"];
        put?: never;
        /** Add a pay rate (from a day; two of one scope never apply on the same day) */
        post: operations["postPayRates"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/pay-rates/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Change a pay rate */
        put: operations["putPayRatesById"];
        post?: never;
        /** Remove a pay rate */
        delete: operations["deletePayRatesById"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/earning-lines": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The studio’s earning lines, newest first (one team member’s, or over days) */
        get: operations["getEarningLines"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/earning-lines/adjustments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Correct a team member’s earnings: a new line added or deducted, with a reason */
        post: operations["postEarningLinesAdjustments"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/group-occurrences/{id}/close": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Close a class that has started: its attendance becomes final and its expert’s pay is written */
        post: operations["postGroupOccurrencesByIdClose"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/me/earnings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** My earnings by month, my lines and my statements */
        get: operations["getMeEarnings"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/me/payout-statements/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** My statement of an approved or paid run (PDF) */
        get: operations["getMePayoutStatementsById"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payout-runs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The studio’s payout runs, newest first */
        get: operations["getPayoutRuns"];
        put?: never;
        /** Open a draft run: every unpaid line of each payee up to the period’s last day */
        post: operations["postPayoutRuns"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payout-runs/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A run with its payees, their lines, and what it leaves out */
        get: operations["getPayoutRunsById"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payout-runs/{id}/approve": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Approve a draft run: who is paid, how and how much are frozen */
        post: operations["postPayoutRunsByIdApprove"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payout-runs/{id}/pay": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Mark an approved run paid: its journal entries are posted */
        post: operations["postPayoutRunsByIdPay"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payout-runs/{id}/void": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Void a draft or approved run, with a reason: its lines go back to unpaid */
        post: operations["postPayoutRunsByIdVoid"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payout-runs/{id}/nacha": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The run’s NACHA ACH credit file for the studio’s bank (payees paid outside ACH left out) */
        get: operations["getPayoutRunsByIdNacha"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payout-runs/{id}/csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The run’s lines as CSV */
        get: operations["getPayoutRunsByIdCsv"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payout-runs/{id}/statements/{payeeId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A payee’s statement of an approved or paid run (PDF) */
        get: operations["getPayoutRunsByIdStatementsByPayeeId"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payouts/1099-nec": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Each payee’s total paid in a year, with their tax id, for the 1099-NEC (CSV) */
        get: operations["getPayouts1099Nec"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/operator/session": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The signed-in platform operator, as the web app keeps a session */
        get: operations["getOperatorSession"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/operator/studios": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every studio with its size, last 30 days and health (searchable, sortable, paged) */
        get: operations["getOperatorStudios"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/operator/studios/{businessId}/suspend": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Suspend a studio: its people are signed out and every channel pauses; nothing is deleted */
        post: operations["postOperatorStudiosByBusinessIdSuspend"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/operator/studios/{businessId}/reactivate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Reactivate a suspended studio: everything it had is back; its people sign in again */
        post: operations["postOperatorStudiosByBusinessIdReactivate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/api-keys": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The studio's API keys (never their secrets) */
        get: operations["getApiKeys"];
        put?: never;
        /** Create an API key (the answer carries the key, shown this once) */
        post: operations["postApiKeys"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/api-keys/{id}/revoke": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Revoke an API key: its next request is refused */
        post: operations["postApiKeysByIdRevoke"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/webhook-endpoints": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The studio's webhook endpoints (never their secrets) */
        get: operations["getWebhookEndpoints"];
        put?: never;
        /** Add an endpoint (the answer carries its signing secret, shown this once) */
        post: operations["postWebhookEndpoints"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/webhook-endpoints/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Change an endpoint, or turn it off or on */
        put: operations["putWebhookEndpointsById"];
        post?: never;
        /** Remove an endpoint and its delivery log */
        delete: operations["deleteWebhookEndpointsById"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/webhook-endpoints/{id}/deliveries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** An endpoint's latest 50 deliveries, each with its attempts */
        get: operations["getWebhookEndpointsByIdDeliveries"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/webhook-deliveries/{id}/redeliver": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Send a delivery again now (the attempt is logged as by hand) */
        post: operations["postWebhookDeliveriesByIdRedeliver"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/credit-packs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Credit packs and prepaid packages, active or not */
        get: operations["getCreditPacks"];
        put?: never;
        /** Add a credit pack or prepaid package */
        post: operations["postCreditPacks"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/credit-packs/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One credit pack */
        get: operations["getCreditPacksById"];
        /** Replace a credit pack (what was already bought keeps its own copy) */
        put: operations["putCreditPacksById"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/shop/credit-packs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Packs on sale, and whether card payment is available */
        get: operations["getShopCreditPacks"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/purchases": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Buy a pack: pay at the studio (pending until staff take the cash) or by card (Stripe Checkout)
         * @description Accepts an Idempotency-Key header. With card, `checkoutUrl` is where to send the browser; credits arrive when Stripe confirms the payment.
         */
        post: operations["postPurchases"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/me/purchases": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** My purchases, newest first, with status and payment */
        get: operations["getMePurchases"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/me/purchases/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The receipt of one of my purchases */
        get: operations["getMePurchasesById"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/me/purchases/{id}/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Cancel one of my purchases while it is still pending (nothing was paid)
         * @description A paid purchase is not canceled but refunded by staff. Cancelling twice answers 409 the second time.
         */
        post: operations["postMePurchasesByIdCancel"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Payments and their refunds, newest first, with totals over every match
         * @description `from` and `to` are days in the studio’s time zone, both included.
         */
        get: operations["getPayments"];
        put?: never;
        /**
         * Record a cash payment (pays a pending purchase and grants its credits)
         * @description Accepts an Idempotency-Key header. `amount` is typed as a person types it ("$1,250.00"); without a purchase it must reach the business’s minimum amount, with one it must be the purchase’s price.
         */
        post: operations["postPayments"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payments.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The same payments as CSV, for a spreadsheet */
        get: operations["getPaymentsCsv"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payments/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One payment with its refunds */
        get: operations["getPaymentsById"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payments/{id}/refunds": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Refund a payment in full or in part (never more than what is left of it)
         * @description Accepts an Idempotency-Key header. Card payments are refunded through Stripe.
         */
        post: operations["postPaymentsByIdRefunds"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/customers/{customerId}/purchases/{id}/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Cancel a customer’s purchase while it is unpaid
         * @description A pay-at-studio purchase whose credits came before payment gives back its unused credits; what the used ones were worth stays owed (decision 0046).
         */
        post: operations["postCustomersByCustomerIdPurchasesByIdCancel"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/customers/{customerId}/purchases/{id}/write-off": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Write off what a customer’s pay-at-studio purchase owes, with a reason
         * @description An unpaid purchase is canceled first (its unused credits come back); what the used ones were worth moves from accounts receivable to bad debt.
         */
        post: operations["postCustomersByCustomerIdPurchasesByIdWriteOff"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/customers/{customerId}/purchases": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A customer’s purchases, newest first */
        get: operations["getCustomersByCustomerIdPurchases"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/webhooks/stripe": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Stripe webhook (signed events only) */
        post: operations["postWebhooksStripe"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/membership-plans": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every membership plan of the studio */
        get: operations["getMembershipPlans"];
        put?: never;
        /** Create a membership plan */
        post: operations["postMembershipPlans"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/me/membership-plans": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The membership plans on sale */
        get: operations["getMeMembershipPlans"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/membership-plans/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Change a membership plan (running memberships keep the terms they were sold) */
        put: operations["putMembershipPlansById"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/me/subscriptions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** My memberships, newest first */
        get: operations["getMeSubscriptions"];
        put?: never;
        /** Choose a plan: a pending membership, and its agreement to sign when the plan has one */
        post: operations["postMeSubscriptions"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/me/subscriptions/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One of my memberships, with its invoices and history */
        get: operations["getMeSubscriptionsById"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/me/subscriptions/{id}/start": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Pay the first period (at the studio, or by card: `checkoutUrl` saves the card) */
        post: operations["postMeSubscriptionsByIdStart"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/me/subscriptions/{id}/card": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Update the card: a page that saves a new one (what is owed is charged to it at once) */
        post: operations["postMeSubscriptionsByIdCard"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/me/subscriptions/{id}/freeze-preview": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** What a freeze would do: its days, fee, next charge and commitment (or the rule it breaks) */
        get: operations["getMeSubscriptionsByIdFreezePreview"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/me/subscriptions/{id}/freeze": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Freeze within the plan’s rules (the next charge and the commitment move on) */
        post: operations["postMeSubscriptionsByIdFreeze"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/me/subscriptions/{id}/change-preview": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** What changing plan today would do: the credit for the unused days, the new plan’s price and credits for the days left (or the rule it breaks) */
        get: operations["getMeSubscriptionsByIdChangePreview"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/me/subscriptions/{id}/change": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Change plan today: the unused days are refunded, the new plan’s days charged */
        post: operations["postMeSubscriptionsByIdChange"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/me/subscriptions/{id}/cancel-preview": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** When canceling would take effect, and the last charge (or the rule it breaks) */
        get: operations["getMeSubscriptionsByIdCancelPreview"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/me/subscriptions/{id}/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Cancel my membership (with the notice and commitment stated before) */
        post: operations["postMeSubscriptionsByIdCancel"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/subscriptions/{id}/freeze-preview": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** What a freeze would do: its days, fee, next charge and commitment (or the rule it breaks) */
        get: operations["getSubscriptionsByIdFreezePreview"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/subscriptions/{id}/freeze": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Freeze within the plan’s rules (the next charge and the commitment move on) */
        post: operations["postSubscriptionsByIdFreeze"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/subscriptions/{id}/change-preview": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** What changing plan today would do: the credit for the unused days, the new plan’s price and credits for the days left (or the rule it breaks) */
        get: operations["getSubscriptionsByIdChangePreview"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/subscriptions/{id}/change": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Change plan today: the unused days are refunded, the new plan’s days charged */
        post: operations["postSubscriptionsByIdChange"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/subscriptions/{id}/cancel-preview": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** When canceling would take effect, and the last charge (or the rule it breaks) */
        get: operations["getSubscriptionsByIdCancelPreview"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/subscriptions/{id}/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Cancel a membership (or end it today) */
        post: operations["postSubscriptionsByIdCancel"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/subscriptions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The studio’s memberships, by status (past due first to act on), with search and pages */
        get: operations["getSubscriptions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/subscriptions/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A membership with its invoices, freezes and history */
        get: operations["getSubscriptionsById"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/customers/{customerId}/subscriptions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A customer’s memberships */
        get: operations["getCustomersByCustomerIdSubscriptions"];
        put?: never;
        /** Sell a plan to a customer, paid at the studio: the agreement is emailed; it starts once signed */
        post: operations["postCustomersByCustomerIdSubscriptions"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/subscriptions/{id}/start": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Start a membership sold at the studio once its agreement is signed */
        post: operations["postSubscriptionsByIdStart"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/subscriptions/{id}/invoices/{invoiceId}/waive": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Waive what an invoice owes, with a reason */
        post: operations["postSubscriptionsByIdInvoicesByInvoiceIdWaive"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/subscriptions/{id}/invoices/{invoiceId}/cash": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Take an invoice’s amount in cash at the studio */
        post: operations["postSubscriptionsByIdInvoicesByInvoiceIdCash"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/subscriptions/{id}/invoices/{invoiceId}/retry": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Charge the saved card for an invoice again now */
        post: operations["postSubscriptionsByIdInvoicesByInvoiceIdRetry"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/me/credits": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** My credit balances per kind, with expiry dates, and their history */
        get: operations["getMeCredits"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/customers/{customerId}/credits": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A customer’s credit balances, expiry dates and history */
        get: operations["getCustomersByCustomerIdCredits"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/customers/{customerId}/credit-adjustments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Add or take away credits by hand, with a reason
         * @description Accepts an Idempotency-Key header.
         */
        post: operations["postCustomersByCustomerIdCreditAdjustments"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/offerings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The catalog: offerings, active or not */
        get: operations["getOfferings"];
        put?: never;
        /** Add an offering */
        post: operations["postOfferings"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/offerings/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One offering */
        get: operations["getOfferingsById"];
        /** Replace an offering (sessions already booked keep what they were booked with) */
        put: operations["putOfferingsById"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/offerings/{id}/deactivate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Take an offering off the booking page (booked sessions stay) */
        post: operations["postOfferingsByIdDeactivate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/offerings/{id}/activate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Put an offering back on the booking page */
        post: operations["postOfferingsByIdActivate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/me/offerings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** What a member can book: the active offerings and who delivers them */
        get: operations["getMeOfferings"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/experts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The studio’s active experts (for filters and booking on behalf of a customer) */
        get: operations["getExperts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/experts/{expertId}/availability": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** An expert’s weekly hours and dated exceptions (their own, or anyone’s for staff) */
        get: operations["getExpertsByExpertIdAvailability"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/experts/{expertId}/weekly-hours": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Replace an expert’s weekly hours (inside the studio’s hours) */
        put: operations["putExpertsByExpertIdWeeklyHours"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/experts/{expertId}/exceptions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Add time off or different hours on some dates */
        post: operations["postExpertsByExpertIdExceptions"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/experts/{expertId}/exceptions/{exceptionId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Remove a dated exception */
        delete: operations["deleteExpertsByExpertIdExceptionsByExceptionId"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/availability": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Free start times for an offering on a date (2 to 32 days ahead), for one expert or any; with customerId, also free for that customer */
        get: operations["getAvailability"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/me/availability": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Free start times for the signed-in member (their own sessions kept free too) */
        get: operations["getMeAvailability"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/availability/days": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Each date of the booking window (2 to 32 days ahead) for an offering: open, closed by the studio, the expert’s day off, or full */
        get: operations["getAvailabilityDays"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/me/availability/days": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Each date of the booking window for the signed-in member (their own sessions kept free too) */
        get: operations["getMeAvailabilityDays"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/services": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Sessions, filtered and paged (staff: all; an expert: their own) */
        get: operations["getServices"];
        put?: never;
        /** Book a session for a customer (201), or 409 with the nearest free starts when the time is not free */
        post: operations["postServices"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/services/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One session */
        get: operations["getServicesById"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/services/{id}/transitions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Move a session along its lifecycle (confirm, reschedule, cancel, complete, ...) */
        post: operations["postServicesByIdTransitions"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/services/{id}/history": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every step of a session: from, to, who, why, when */
        get: operations["getServicesByIdHistory"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/me/services": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The member’s sessions (upcoming=true for upcoming, status=completed for completed) */
        get: operations["getMeServices"];
        put?: never;
        /** Book a session for oneself and household participants (201), or 409 with the nearest free starts */
        post: operations["postMeServices"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/me/services/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One of the member’s sessions */
        get: operations["getMeServicesById"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/me/services/{id}/transitions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Reschedule or cancel one of the member’s sessions */
        post: operations["postMeServicesByIdTransitions"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/me/services/{id}/history": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every step of one of the member’s sessions */
        get: operations["getMeServicesByIdHistory"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/services/{id}/completion-notes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Write or correct what was done in a completed session */
        put: operations["putServicesByIdCompletionNotes"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/me/services/{id}/review": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Review a completed session: 1-5 stars and text, once */
        post: operations["postMeServicesByIdReview"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/groups": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Groups with their next occurrence and fill rate */
        get: operations["getGroups"];
        put?: never;
        /** Create a group and its occurrences */
        post: operations["postGroups"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/groups/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One group with its occurrences */
        get: operations["getGroupsById"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Change a group (capacity never below the seats taken; a new expert takes the upcoming occurrences) */
        patch: operations["patchGroupsById"];
        trace?: never;
    };
    "/api/group-settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Group settings */
        get: operations["getGroupSettings"];
        /** Change the waitlist cutoff */
        put: operations["putGroupSettings"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/group-occurrences/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Skip, move or change the expert of one occurrence */
        patch: operations["patchGroupOccurrencesById"];
        trace?: never;
    };
    "/api/group-occurrences/{id}/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Cancel an occurrence: everyone is released and told */
        post: operations["postGroupOccurrencesByIdCancel"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/group-occurrences/{id}/roster": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The roster and waitlist of one occurrence (an expert: their own classes) */
        get: operations["getGroupOccurrencesByIdRoster"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/group-occurrences/{id}/seats": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Add a member by hand (a seat, or the waitlist when full) */
        post: operations["postGroupOccurrencesByIdSeats"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/group-occurrences/{id}/attendance/{seatId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Check in or mark a no-show (either uses the credits) */
        post: operations["postGroupOccurrencesByIdAttendanceBySeatId"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/group-seats/{id}/move": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Move a member to another occurrence of the same class */
        post: operations["postGroupSeatsByIdMove"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/group-seats/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Take a member out of a class (the free-cancel window applies) */
        delete: operations["deleteGroupSeatsById"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/me/classes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Upcoming classes with seats left and my place */
        get: operations["getMeClasses"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/me/classes/{id}/join": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Join a class (a series for a Bootcamp or Sports Camp), its waitlist, or claim a freed seat */
        post: operations["postMeClassesByIdJoin"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/me/class-seats/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Leave a class or its waitlist */
        delete: operations["deleteMeClassSeatsById"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/services/{id}/plans": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A session's workout and recovery plans (staff: any session; an expert: their own) */
        get: operations["getServicesByIdPlans"];
        /**
         * Save a session's workout and recovery plans (the session's expert, or staff)
         * @description Replaces both plans; null removes one. Values must come from SPEC.md pick lists.
         */
        put: operations["putServicesByIdPlans"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/me/services/{id}/plans": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The workout and recovery plans of one of my sessions */
        get: operations["getMeServicesByIdPlans"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/contract-templates": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The studio’s contract templates */
        get: operations["getContractTemplates"];
        put?: never;
        /** Write a template (its first version is published) */
        post: operations["postContractTemplates"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/contract-templates/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One template with every version */
        get: operations["getContractTemplatesById"];
        /** Change a template: writes a new version (a draft until published) */
        put: operations["putContractTemplatesById"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/contract-templates/{id}/publish": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Publish a version; a waiver may ask everyone to sign again */
        post: operations["postContractTemplatesByIdPublish"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/contract-settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The waiver required before booking */
        get: operations["getContractSettings"];
        /** Require a waiver before a member’s first booking (or not) */
        put: operations["putContractSettings"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/contracts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Issued contracts, with filters and the unsigned view */
        get: operations["getContracts"];
        put?: never;
        /** Issue a contract to a member, a dependant (the guardian signs) or a team member */
        post: operations["postContracts"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/contracts.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Issued contracts as CSV (the list’s filters) */
        get: operations["getContractsCsv"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/contracts/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One contract with its record of events */
        get: operations["getContractsById"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/contracts/{id}/send": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Send a draft, or email an open contract again */
        post: operations["postContractsByIdSend"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/contracts/{id}/void": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Void a contract (kept, marked void with the reason) */
        post: operations["postContractsByIdVoid"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/contracts/{id}/verify": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Recompute the record’s hashes; say whether an uploaded PDF is the stored one */
        post: operations["postContractsByIdVerify"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/contracts/{id}/pdf": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The sealed PDF (staff: any; an expert: their own) */
        get: operations["getContractsByIdPdf"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/contracts/{id}/scan": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The scan of a waiver signed on paper */
        get: operations["getContractsByIdScan"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/contracts/{id}/countersign": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The owner countersigns a contractor agreement; it is then sealed */
        post: operations["postContractsByIdCountersign"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/customers/{customerId}/waiver": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A customer’s waiver, and each dependant’s */
        get: operations["getCustomersByCustomerIdWaiver"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/waivers/paper": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Record a waiver signed on paper, with its scan */
        post: operations["postWaiversPaper"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/waivers/excuse": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Excuse one person from the required waiver, with a reason */
        post: operations["postWaiversExcuse"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/me/contracts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** My contracts: to sign, and signed */
        get: operations["getMeContracts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/me/waiver": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** My waiver and my household’s, when the studio requires one (issues nothing) */
        get: operations["getMeWaiver"];
        put?: never;
        /** The studio’s waiver for me (or my dependant) to sign: the open one, or a new one */
        post: operations["postMeWaiver"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/me/contracts/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A contract to read and sign (the first look is recorded) */
        get: operations["getMeContractsById"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/me/contracts/{id}/sign": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Sign: consent, typed name, and a drawn signature if given */
        post: operations["postMeContractsByIdSign"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/me/contracts/{id}/decline": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Decline to sign */
        post: operations["postMeContractsByIdDecline"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/me/contracts/{id}/pdf": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** My signed contract’s PDF */
        get: operations["getMeContractsByIdPdf"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/contract-links/{token}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The contract an emailed link opens */
        get: operations["getContractLinksByToken"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/contract-links/{token}/sign": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Sign through the emailed link */
        post: operations["postContractLinksByTokenSign"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/contract-links/{token}/decline": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Decline through the emailed link */
        post: operations["postContractLinksByTokenDecline"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/contract-links/{token}/pdf": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The signed PDF through the emailed link */
        get: operations["getContractLinksByTokenPdf"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/calendar": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Sessions overlapping a range of days (staff: every expert, an expert: their own)
         * @description from and to are days (inclusive) in the business's time zone, at most 42 days. An expert asking for another expert is refused (403).
         */
        get: operations["getCalendar"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/me/calendar-feed": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Whether I have a calendar feed, since when and when it was last read */
        get: operations["getMeCalendarFeed"];
        put?: never;
        /**
         * Make a new calendar feed address (the previous one stops working)
         * @description The address holds a secret and is answered only this once.
         */
        post: operations["postMeCalendarFeed"];
        /** Turn my calendar feed off (its address stops working) */
        delete: operations["deleteMeCalendarFeed"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/calendar/feed/{token}.ics": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A calendar feed (text/calendar), opened by its secret address
         * @description Sessions from 60 days back to 365 days ahead that the feed's owner may see. 404 for an unknown or revoked address.
         */
        get: operations["getCalendarFeedByTokenIcs"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/me/notifications": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * My notifications (the bell), newest first, and how many are unread
         * @description `before` is the id of the last item of the previous page.
         */
        get: operations["getMeNotifications"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/me/notifications/{id}/read": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Mark one of my notifications read */
        post: operations["postMeNotificationsByIdRead"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/me/notifications/read-all": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Mark all my notifications read */
        post: operations["postMeNotificationsReadAll"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/live": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * My live events, as server-sent events (text/event-stream)
         * @description Each event has an `id`, an `event` type (`notification.created`, `session.changed`, `class.roster`, `tracking.position`) and JSON `data`. A reconnecting client sends `Last-Event-ID` (or `?lastEventId=`) and first receives what it missed. Only events its viewer may see are sent.
         */
        get: operations["getLive"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/services/{id}/position": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The assigned expert's position while their in-home session is on its way (Tracking)
         * @description At most one point a second (429). Inside the studio arrival geofence the session becomes Arrived and the position is deleted.
         */
        post: operations["postServicesByIdPosition"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/services/{id}/trip": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** An in-home session on its way: the expert, the destination, distance and arrival time */
        get: operations["getServicesByIdTrip"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/me/services/{id}/trip": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** My in-home session on its way: where my expert is while they travel */
        get: operations["getMeServicesByIdTrip"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tracking/trips": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Today's in-home sessions and where their experts are (staff: all; an expert: their own) */
        get: operations["getTrackingTrips"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tracking/distance": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Experts ranked by straight-line distance to a customer's address or an in-home session */
        get: operations["getTrackingDistance"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tracking/my-clients": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** My distance to my upcoming in-home clients */
        get: operations["getTrackingMyClients"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/services/{id}/assign": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Give a requested or confirmed in-home session to another expert */
        post: operations["postServicesByIdAssign"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/customers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Customers of the business, searched by name or email */
        get: operations["getCustomers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/customers/{customerId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One customer */
        get: operations["getCustomersByCustomerId"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/customers/import/preview": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** What importing this customers CSV would do: customers to create, those already here, errors by line */
        post: operations["postCustomersImportPreview"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/customers/import": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Imports a clean customers CSV with their credit balances, all or nothing */
        post: operations["postCustomersImport"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/members/onboarding": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Where the member is in onboarding, with what is saved so far */
        get: operations["getMembersOnboarding"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/members/onboarding/profile": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Saves the onboarding step "profile" */
        put: operations["putMembersOnboardingProfile"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/members/onboarding/interests": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Saves the onboarding step "interests" */
        put: operations["putMembersOnboardingInterests"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/members/onboarding/medical": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Saves the onboarding step "medical" */
        put: operations["putMembersOnboardingMedical"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/members/onboarding/nutrition": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Saves the onboarding step "nutrition" */
        put: operations["putMembersOnboardingNutrition"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/members/onboarding/consent": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Agrees to the policies and finishes onboarding: answers the new session (read customer) */
        post: operations["postMembersOnboardingConsent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/members/me/profile": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** My profile with my health answers */
        get: operations["getMembersMeProfile"];
        /** Saves my profile and interests */
        put: operations["putMembersMeProfile"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/members/me/health": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Saves my medical and nutrition answers */
        put: operations["putMembersMeHealth"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/members/me/photo": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** My photo */
        get: operations["getMembersMePhoto"];
        /** Sets my photo (JPEG, PNG or WebP, at most 700 KB, as base64) */
        put: operations["putMembersMePhoto"];
        post?: never;
        /** Removes my photo */
        delete: operations["deleteMembersMePhoto"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/members/me/household": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** My household members */
        get: operations["getMembersMeHousehold"];
        put?: never;
        /** Adds a household member */
        post: operations["postMembersMeHousehold"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/members/me/household/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Edits a household member */
        put: operations["putMembersMeHouseholdById"];
        post?: never;
        /** Removes a household member (sessions keep the names they were booked with) */
        delete: operations["deleteMembersMeHouseholdById"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/members/me/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Everything the studio holds about me, as one JSON file (a download) */
        get: operations["getMembersMeExport"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/customers/{customerId}/profile": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A customer’s profile and medical flag (the answers: /health) */
        get: operations["getCustomersByCustomerIdProfile"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/customers/{customerId}/point": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Places a customer’s address on the map (a pin or typed), or clears it with nulls */
        put: operations["putCustomersByCustomerIdPoint"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/customers/{customerId}/photo": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A customer’s photo */
        get: operations["getCustomersByCustomerIdPhoto"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/customers/{customerId}/health": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A customer’s health answers: staff, or an expert whose client they are; every read audited */
        get: operations["getCustomersByCustomerIdHealth"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/support/contact": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A studio’s contact details: name, main location and opening hours */
        get: operations["getSupportContact"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/support": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Sends a message to the studio’s staff (in-app notification, and email for staff who chose alert emails); 5 an hour per address */
        post: operations["postSupport"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/dashboards/admin/setup": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A new studio's set-up checklist: each step done or not, from the studio's own data */
        get: operations["getDashboardsAdminSetup"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/dashboards/admin/setup/dismiss": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Hide the set-up checklist for the whole studio */
        post: operations["postDashboardsAdminSetupDismiss"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/dashboards/admin/setup/signup-link-shared": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Mark the public sign-up link as shared */
        post: operations["postDashboardsAdminSetupSignupLinkShared"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/dashboards/admin": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The studio at a glance for a period, each figure with its change */
        get: operations["getDashboardsAdmin"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/dashboards/admin/lists/{list}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The rows behind one figure of the studio dashboard */
        get: operations["getDashboardsAdminListsByList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/dashboards/admin/lists/{list}/csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The same rows as CSV, for a spreadsheet */
        get: operations["getDashboardsAdminListsByListCsv"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/dashboards/expert": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The signed-in expert's day, week, requests, clients and reviews */
        get: operations["getDashboardsExpert"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/dashboards/member": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The signed-in member's next sessions, credits, reviews to write and unread notifications */
        get: operations["getDashboardsMember"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/dashboards/provider/clients": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The signed-in expert's clients: last and next session, credits left, medical flag */
        get: operations["getDashboardsProviderClients"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/dashboards/provider/clients/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One client's profile, sessions, sessions per month and the expert's private notes */
        get: operations["getDashboardsProviderClientsById"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/dashboards/provider/clients/{id}/notes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Add a private note on a client (seen by its author and the staff, never the client) */
        post: operations["postDashboardsProviderClientsByIdNotes"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export interface webhooks {
    "session.requested": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * session.requested: sent to each endpoint that asked for it
         * @description Standard Webhooks 1.0: verify webhook-signature (HMAC-SHA256 of `webhook-id.webhook-timestamp.body` with the endpoint secret) before trusting the body, and refuse a timestamp more than 5 minutes old. The same webhook-id is sent on every retry. Answer 2xx within 10 s; anything else is retried (10 retries over about 3 days); 410 turns the endpoint off.
         */
        post: {
            parameters: {
                query?: never;
                header: {
                    /** @description The message id, the same on every retry (msg_...). */
                    "webhook-id": string;
                    /** @description Seconds since the Unix epoch when this try was signed. */
                    "webhook-timestamp": string;
                    /** @description v1,<base64 HMAC-SHA256>, space-separated when several. */
                    "webhook-signature": string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @constant */
                        type: "session.requested";
                        timestamp: string;
                        data: {
                            id: string;
                            status: string;
                            /** @description UTC, ISO 8601. */
                            startsAt: string;
                            endsAt: string;
                            timeZone: string;
                            /** @description The start in the studio's time zone, without an offset. */
                            startsAtLocal: string;
                            previousStartsAt: string | null;
                            durationMinutes: number;
                            place: string;
                            locationId: string | null;
                            address: string | null;
                            offering: {
                                id: string;
                                name: string;
                                category: string;
                                serviceType: string;
                            };
                            customer: {
                                id: string;
                                name: string;
                                email: string;
                                phone: string | null;
                            };
                            expert: {
                                id: string;
                                name: string;
                            };
                            cancelReason: string | null;
                        };
                    };
                };
            };
            responses: {
                /** @description Received (any 2xx). */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Gone: stop sending. */
                410: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "session.confirmed": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * session.confirmed: sent to each endpoint that asked for it
         * @description Standard Webhooks 1.0: verify webhook-signature (HMAC-SHA256 of `webhook-id.webhook-timestamp.body` with the endpoint secret) before trusting the body, and refuse a timestamp more than 5 minutes old. The same webhook-id is sent on every retry. Answer 2xx within 10 s; anything else is retried (10 retries over about 3 days); 410 turns the endpoint off.
         */
        post: {
            parameters: {
                query?: never;
                header: {
                    /** @description The message id, the same on every retry (msg_...). */
                    "webhook-id": string;
                    /** @description Seconds since the Unix epoch when this try was signed. */
                    "webhook-timestamp": string;
                    /** @description v1,<base64 HMAC-SHA256>, space-separated when several. */
                    "webhook-signature": string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @constant */
                        type: "session.confirmed";
                        timestamp: string;
                        data: {
                            id: string;
                            status: string;
                            /** @description UTC, ISO 8601. */
                            startsAt: string;
                            endsAt: string;
                            timeZone: string;
                            /** @description The start in the studio's time zone, without an offset. */
                            startsAtLocal: string;
                            previousStartsAt: string | null;
                            durationMinutes: number;
                            place: string;
                            locationId: string | null;
                            address: string | null;
                            offering: {
                                id: string;
                                name: string;
                                category: string;
                                serviceType: string;
                            };
                            customer: {
                                id: string;
                                name: string;
                                email: string;
                                phone: string | null;
                            };
                            expert: {
                                id: string;
                                name: string;
                            };
                            cancelReason: string | null;
                        };
                    };
                };
            };
            responses: {
                /** @description Received (any 2xx). */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Gone: stop sending. */
                410: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "session.rescheduled": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * session.rescheduled: sent to each endpoint that asked for it
         * @description Standard Webhooks 1.0: verify webhook-signature (HMAC-SHA256 of `webhook-id.webhook-timestamp.body` with the endpoint secret) before trusting the body, and refuse a timestamp more than 5 minutes old. The same webhook-id is sent on every retry. Answer 2xx within 10 s; anything else is retried (10 retries over about 3 days); 410 turns the endpoint off.
         */
        post: {
            parameters: {
                query?: never;
                header: {
                    /** @description The message id, the same on every retry (msg_...). */
                    "webhook-id": string;
                    /** @description Seconds since the Unix epoch when this try was signed. */
                    "webhook-timestamp": string;
                    /** @description v1,<base64 HMAC-SHA256>, space-separated when several. */
                    "webhook-signature": string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @constant */
                        type: "session.rescheduled";
                        timestamp: string;
                        data: {
                            id: string;
                            status: string;
                            /** @description UTC, ISO 8601. */
                            startsAt: string;
                            endsAt: string;
                            timeZone: string;
                            /** @description The start in the studio's time zone, without an offset. */
                            startsAtLocal: string;
                            previousStartsAt: string | null;
                            durationMinutes: number;
                            place: string;
                            locationId: string | null;
                            address: string | null;
                            offering: {
                                id: string;
                                name: string;
                                category: string;
                                serviceType: string;
                            };
                            customer: {
                                id: string;
                                name: string;
                                email: string;
                                phone: string | null;
                            };
                            expert: {
                                id: string;
                                name: string;
                            };
                            cancelReason: string | null;
                        };
                    };
                };
            };
            responses: {
                /** @description Received (any 2xx). */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Gone: stop sending. */
                410: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "session.canceled": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * session.canceled: sent to each endpoint that asked for it
         * @description Standard Webhooks 1.0: verify webhook-signature (HMAC-SHA256 of `webhook-id.webhook-timestamp.body` with the endpoint secret) before trusting the body, and refuse a timestamp more than 5 minutes old. The same webhook-id is sent on every retry. Answer 2xx within 10 s; anything else is retried (10 retries over about 3 days); 410 turns the endpoint off.
         */
        post: {
            parameters: {
                query?: never;
                header: {
                    /** @description The message id, the same on every retry (msg_...). */
                    "webhook-id": string;
                    /** @description Seconds since the Unix epoch when this try was signed. */
                    "webhook-timestamp": string;
                    /** @description v1,<base64 HMAC-SHA256>, space-separated when several. */
                    "webhook-signature": string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @constant */
                        type: "session.canceled";
                        timestamp: string;
                        data: {
                            id: string;
                            status: string;
                            /** @description UTC, ISO 8601. */
                            startsAt: string;
                            endsAt: string;
                            timeZone: string;
                            /** @description The start in the studio's time zone, without an offset. */
                            startsAtLocal: string;
                            previousStartsAt: string | null;
                            durationMinutes: number;
                            place: string;
                            locationId: string | null;
                            address: string | null;
                            offering: {
                                id: string;
                                name: string;
                                category: string;
                                serviceType: string;
                            };
                            customer: {
                                id: string;
                                name: string;
                                email: string;
                                phone: string | null;
                            };
                            expert: {
                                id: string;
                                name: string;
                            };
                            cancelReason: string | null;
                        };
                    };
                };
            };
            responses: {
                /** @description Received (any 2xx). */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Gone: stop sending. */
                410: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "session.completed": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * session.completed: sent to each endpoint that asked for it
         * @description Standard Webhooks 1.0: verify webhook-signature (HMAC-SHA256 of `webhook-id.webhook-timestamp.body` with the endpoint secret) before trusting the body, and refuse a timestamp more than 5 minutes old. The same webhook-id is sent on every retry. Answer 2xx within 10 s; anything else is retried (10 retries over about 3 days); 410 turns the endpoint off.
         */
        post: {
            parameters: {
                query?: never;
                header: {
                    /** @description The message id, the same on every retry (msg_...). */
                    "webhook-id": string;
                    /** @description Seconds since the Unix epoch when this try was signed. */
                    "webhook-timestamp": string;
                    /** @description v1,<base64 HMAC-SHA256>, space-separated when several. */
                    "webhook-signature": string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @constant */
                        type: "session.completed";
                        timestamp: string;
                        data: {
                            id: string;
                            status: string;
                            /** @description UTC, ISO 8601. */
                            startsAt: string;
                            endsAt: string;
                            timeZone: string;
                            /** @description The start in the studio's time zone, without an offset. */
                            startsAtLocal: string;
                            previousStartsAt: string | null;
                            durationMinutes: number;
                            place: string;
                            locationId: string | null;
                            address: string | null;
                            offering: {
                                id: string;
                                name: string;
                                category: string;
                                serviceType: string;
                            };
                            customer: {
                                id: string;
                                name: string;
                                email: string;
                                phone: string | null;
                            };
                            expert: {
                                id: string;
                                name: string;
                            };
                            cancelReason: string | null;
                        };
                    };
                };
            };
            responses: {
                /** @description Received (any 2xx). */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Gone: stop sending. */
                410: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "class.joined": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * class.joined: sent to each endpoint that asked for it
         * @description Standard Webhooks 1.0: verify webhook-signature (HMAC-SHA256 of `webhook-id.webhook-timestamp.body` with the endpoint secret) before trusting the body, and refuse a timestamp more than 5 minutes old. The same webhook-id is sent on every retry. Answer 2xx within 10 s; anything else is retried (10 retries over about 3 days); 410 turns the endpoint off.
         */
        post: {
            parameters: {
                query?: never;
                header: {
                    /** @description The message id, the same on every retry (msg_...). */
                    "webhook-id": string;
                    /** @description Seconds since the Unix epoch when this try was signed. */
                    "webhook-timestamp": string;
                    /** @description v1,<base64 HMAC-SHA256>, space-separated when several. */
                    "webhook-signature": string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @constant */
                        type: "class.joined";
                        timestamp: string;
                        data: {
                            seatId: string;
                            status: string;
                            previousStatus: string | null;
                            seats: number;
                            class: {
                                id: string;
                                name: string;
                            };
                            occurrence: {
                                id: string;
                                startsAt: string;
                                startsAtLocal: string;
                                timeZone: string;
                            } | null;
                            customer: {
                                id: string;
                                name: string;
                                email: string;
                                phone: string | null;
                            };
                        };
                    };
                };
            };
            responses: {
                /** @description Received (any 2xx). */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Gone: stop sending. */
                410: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "class.left": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * class.left: sent to each endpoint that asked for it
         * @description Standard Webhooks 1.0: verify webhook-signature (HMAC-SHA256 of `webhook-id.webhook-timestamp.body` with the endpoint secret) before trusting the body, and refuse a timestamp more than 5 minutes old. The same webhook-id is sent on every retry. Answer 2xx within 10 s; anything else is retried (10 retries over about 3 days); 410 turns the endpoint off.
         */
        post: {
            parameters: {
                query?: never;
                header: {
                    /** @description The message id, the same on every retry (msg_...). */
                    "webhook-id": string;
                    /** @description Seconds since the Unix epoch when this try was signed. */
                    "webhook-timestamp": string;
                    /** @description v1,<base64 HMAC-SHA256>, space-separated when several. */
                    "webhook-signature": string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @constant */
                        type: "class.left";
                        timestamp: string;
                        data: {
                            seatId: string;
                            status: string;
                            previousStatus: string | null;
                            seats: number;
                            class: {
                                id: string;
                                name: string;
                            };
                            occurrence: {
                                id: string;
                                startsAt: string;
                                startsAtLocal: string;
                                timeZone: string;
                            } | null;
                            customer: {
                                id: string;
                                name: string;
                                email: string;
                                phone: string | null;
                            };
                        };
                    };
                };
            };
            responses: {
                /** @description Received (any 2xx). */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Gone: stop sending. */
                410: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "waitlist.promoted": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * waitlist.promoted: sent to each endpoint that asked for it
         * @description Standard Webhooks 1.0: verify webhook-signature (HMAC-SHA256 of `webhook-id.webhook-timestamp.body` with the endpoint secret) before trusting the body, and refuse a timestamp more than 5 minutes old. The same webhook-id is sent on every retry. Answer 2xx within 10 s; anything else is retried (10 retries over about 3 days); 410 turns the endpoint off.
         */
        post: {
            parameters: {
                query?: never;
                header: {
                    /** @description The message id, the same on every retry (msg_...). */
                    "webhook-id": string;
                    /** @description Seconds since the Unix epoch when this try was signed. */
                    "webhook-timestamp": string;
                    /** @description v1,<base64 HMAC-SHA256>, space-separated when several. */
                    "webhook-signature": string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @constant */
                        type: "waitlist.promoted";
                        timestamp: string;
                        data: {
                            seatId: string;
                            status: string;
                            previousStatus: string | null;
                            seats: number;
                            class: {
                                id: string;
                                name: string;
                            };
                            occurrence: {
                                id: string;
                                startsAt: string;
                                startsAtLocal: string;
                                timeZone: string;
                            } | null;
                            customer: {
                                id: string;
                                name: string;
                                email: string;
                                phone: string | null;
                            };
                        };
                    };
                };
            };
            responses: {
                /** @description Received (any 2xx). */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Gone: stop sending. */
                410: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "purchase.created": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * purchase.created: sent to each endpoint that asked for it
         * @description Standard Webhooks 1.0: verify webhook-signature (HMAC-SHA256 of `webhook-id.webhook-timestamp.body` with the endpoint secret) before trusting the body, and refuse a timestamp more than 5 minutes old. The same webhook-id is sent on every retry. Answer 2xx within 10 s; anything else is retried (10 retries over about 3 days); 410 turns the endpoint off.
         */
        post: {
            parameters: {
                query?: never;
                header: {
                    /** @description The message id, the same on every retry (msg_...). */
                    "webhook-id": string;
                    /** @description Seconds since the Unix epoch when this try was signed. */
                    "webhook-timestamp": string;
                    /** @description v1,<base64 HMAC-SHA256>, space-separated when several. */
                    "webhook-signature": string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @constant */
                        type: "purchase.created";
                        timestamp: string;
                        data: {
                            id: string;
                            packName: string;
                            packType: string;
                            priceCents: number;
                            paymentMethod: string;
                            status: string;
                            grants: {
                                kind: string;
                                quantity: number;
                            }[];
                            currency: string;
                            createdAt: string;
                            customer: {
                                id: string;
                                name: string;
                                email: string;
                                phone: string | null;
                            };
                        };
                    };
                };
            };
            responses: {
                /** @description Received (any 2xx). */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Gone: stop sending. */
                410: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "payment.recorded": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * payment.recorded: sent to each endpoint that asked for it
         * @description Standard Webhooks 1.0: verify webhook-signature (HMAC-SHA256 of `webhook-id.webhook-timestamp.body` with the endpoint secret) before trusting the body, and refuse a timestamp more than 5 minutes old. The same webhook-id is sent on every retry. Answer 2xx within 10 s; anything else is retried (10 retries over about 3 days); 410 turns the endpoint off.
         */
        post: {
            parameters: {
                query?: never;
                header: {
                    /** @description The message id, the same on every retry (msg_...). */
                    "webhook-id": string;
                    /** @description Seconds since the Unix epoch when this try was signed. */
                    "webhook-timestamp": string;
                    /** @description v1,<base64 HMAC-SHA256>, space-separated when several. */
                    "webhook-signature": string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @constant */
                        type: "payment.recorded";
                        timestamp: string;
                        data: {
                            id: string;
                            receiptNumber: number;
                            amountCents: number;
                            method: string;
                            purchaseId: string | null;
                            currency: string;
                            createdAt: string;
                            customer: {
                                id: string;
                                name: string;
                                email: string;
                                phone: string | null;
                            };
                        };
                    };
                };
            };
            responses: {
                /** @description Received (any 2xx). */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Gone: stop sending. */
                410: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "refund.created": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * refund.created: sent to each endpoint that asked for it
         * @description Standard Webhooks 1.0: verify webhook-signature (HMAC-SHA256 of `webhook-id.webhook-timestamp.body` with the endpoint secret) before trusting the body, and refuse a timestamp more than 5 minutes old. The same webhook-id is sent on every retry. Answer 2xx within 10 s; anything else is retried (10 retries over about 3 days); 410 turns the endpoint off.
         */
        post: {
            parameters: {
                query?: never;
                header: {
                    /** @description The message id, the same on every retry (msg_...). */
                    "webhook-id": string;
                    /** @description Seconds since the Unix epoch when this try was signed. */
                    "webhook-timestamp": string;
                    /** @description v1,<base64 HMAC-SHA256>, space-separated when several. */
                    "webhook-signature": string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @constant */
                        type: "refund.created";
                        timestamp: string;
                        data: {
                            id: string;
                            paymentId: string;
                            amountCents: number;
                            reason: string;
                            currency: string;
                            createdAt: string;
                            customer: {
                                id: string;
                                name: string;
                                email: string;
                                phone: string | null;
                            };
                        };
                    };
                };
            };
            responses: {
                /** @description Received (any 2xx). */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Gone: stop sending. */
                410: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "member.created": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * member.created: sent to each endpoint that asked for it
         * @description Standard Webhooks 1.0: verify webhook-signature (HMAC-SHA256 of `webhook-id.webhook-timestamp.body` with the endpoint secret) before trusting the body, and refuse a timestamp more than 5 minutes old. The same webhook-id is sent on every retry. Answer 2xx within 10 s; anything else is retried (10 retries over about 3 days); 410 turns the endpoint off.
         */
        post: {
            parameters: {
                query?: never;
                header: {
                    /** @description The message id, the same on every retry (msg_...). */
                    "webhook-id": string;
                    /** @description Seconds since the Unix epoch when this try was signed. */
                    "webhook-timestamp": string;
                    /** @description v1,<base64 HMAC-SHA256>, space-separated when several. */
                    "webhook-signature": string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @constant */
                        type: "member.created";
                        timestamp: string;
                        data: {
                            onboarded: boolean;
                            createdAt: string;
                            customer: {
                                id: string;
                                name: string;
                                email: string;
                                phone: string | null;
                            };
                        };
                    };
                };
            };
            responses: {
                /** @description Received (any 2xx). */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Gone: stop sending. */
                410: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "member.onboarded": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * member.onboarded: sent to each endpoint that asked for it
         * @description Standard Webhooks 1.0: verify webhook-signature (HMAC-SHA256 of `webhook-id.webhook-timestamp.body` with the endpoint secret) before trusting the body, and refuse a timestamp more than 5 minutes old. The same webhook-id is sent on every retry. Answer 2xx within 10 s; anything else is retried (10 retries over about 3 days); 410 turns the endpoint off.
         */
        post: {
            parameters: {
                query?: never;
                header: {
                    /** @description The message id, the same on every retry (msg_...). */
                    "webhook-id": string;
                    /** @description Seconds since the Unix epoch when this try was signed. */
                    "webhook-timestamp": string;
                    /** @description v1,<base64 HMAC-SHA256>, space-separated when several. */
                    "webhook-signature": string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @constant */
                        type: "member.onboarded";
                        timestamp: string;
                        data: {
                            onboarded: boolean;
                            createdAt: string;
                            customer: {
                                id: string;
                                name: string;
                                email: string;
                                phone: string | null;
                            };
                        };
                    };
                };
            };
            responses: {
                /** @description Received (any 2xx). */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Gone: stop sending. */
                410: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "membership.created": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * membership.created: sent to each endpoint that asked for it
         * @description Standard Webhooks 1.0: verify webhook-signature (HMAC-SHA256 of `webhook-id.webhook-timestamp.body` with the endpoint secret) before trusting the body, and refuse a timestamp more than 5 minutes old. The same webhook-id is sent on every retry. Answer 2xx within 10 s; anything else is retried (10 retries over about 3 days); 410 turns the endpoint off.
         */
        post: {
            parameters: {
                query?: never;
                header: {
                    /** @description The message id, the same on every retry (msg_...). */
                    "webhook-id": string;
                    /** @description Seconds since the Unix epoch when this try was signed. */
                    "webhook-timestamp": string;
                    /** @description v1,<base64 HMAC-SHA256>, space-separated when several. */
                    "webhook-signature": string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @constant */
                        type: "membership.created";
                        timestamp: string;
                        data: {
                            id: string;
                            status: string;
                            plan: string;
                            paymentMethod: string;
                            action: string;
                            detail: {
                                [key: string]: unknown;
                            };
                            createdAt: string;
                            customer: {
                                id: string;
                                name: string;
                                email: string;
                                phone: string | null;
                            };
                        };
                    };
                };
            };
            responses: {
                /** @description Received (any 2xx). */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Gone: stop sending. */
                410: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "membership.started": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * membership.started: sent to each endpoint that asked for it
         * @description Standard Webhooks 1.0: verify webhook-signature (HMAC-SHA256 of `webhook-id.webhook-timestamp.body` with the endpoint secret) before trusting the body, and refuse a timestamp more than 5 minutes old. The same webhook-id is sent on every retry. Answer 2xx within 10 s; anything else is retried (10 retries over about 3 days); 410 turns the endpoint off.
         */
        post: {
            parameters: {
                query?: never;
                header: {
                    /** @description The message id, the same on every retry (msg_...). */
                    "webhook-id": string;
                    /** @description Seconds since the Unix epoch when this try was signed. */
                    "webhook-timestamp": string;
                    /** @description v1,<base64 HMAC-SHA256>, space-separated when several. */
                    "webhook-signature": string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @constant */
                        type: "membership.started";
                        timestamp: string;
                        data: {
                            id: string;
                            status: string;
                            plan: string;
                            paymentMethod: string;
                            action: string;
                            detail: {
                                [key: string]: unknown;
                            };
                            createdAt: string;
                            customer: {
                                id: string;
                                name: string;
                                email: string;
                                phone: string | null;
                            };
                        };
                    };
                };
            };
            responses: {
                /** @description Received (any 2xx). */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Gone: stop sending. */
                410: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "membership.renewed": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * membership.renewed: sent to each endpoint that asked for it
         * @description Standard Webhooks 1.0: verify webhook-signature (HMAC-SHA256 of `webhook-id.webhook-timestamp.body` with the endpoint secret) before trusting the body, and refuse a timestamp more than 5 minutes old. The same webhook-id is sent on every retry. Answer 2xx within 10 s; anything else is retried (10 retries over about 3 days); 410 turns the endpoint off.
         */
        post: {
            parameters: {
                query?: never;
                header: {
                    /** @description The message id, the same on every retry (msg_...). */
                    "webhook-id": string;
                    /** @description Seconds since the Unix epoch when this try was signed. */
                    "webhook-timestamp": string;
                    /** @description v1,<base64 HMAC-SHA256>, space-separated when several. */
                    "webhook-signature": string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @constant */
                        type: "membership.renewed";
                        timestamp: string;
                        data: {
                            id: string;
                            status: string;
                            plan: string;
                            paymentMethod: string;
                            action: string;
                            detail: {
                                [key: string]: unknown;
                            };
                            createdAt: string;
                            customer: {
                                id: string;
                                name: string;
                                email: string;
                                phone: string | null;
                            };
                        };
                    };
                };
            };
            responses: {
                /** @description Received (any 2xx). */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Gone: stop sending. */
                410: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "membership.payment_failed": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * membership.payment_failed: sent to each endpoint that asked for it
         * @description Standard Webhooks 1.0: verify webhook-signature (HMAC-SHA256 of `webhook-id.webhook-timestamp.body` with the endpoint secret) before trusting the body, and refuse a timestamp more than 5 minutes old. The same webhook-id is sent on every retry. Answer 2xx within 10 s; anything else is retried (10 retries over about 3 days); 410 turns the endpoint off.
         */
        post: {
            parameters: {
                query?: never;
                header: {
                    /** @description The message id, the same on every retry (msg_...). */
                    "webhook-id": string;
                    /** @description Seconds since the Unix epoch when this try was signed. */
                    "webhook-timestamp": string;
                    /** @description v1,<base64 HMAC-SHA256>, space-separated when several. */
                    "webhook-signature": string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @constant */
                        type: "membership.payment_failed";
                        timestamp: string;
                        data: {
                            id: string;
                            status: string;
                            plan: string;
                            paymentMethod: string;
                            action: string;
                            detail: {
                                [key: string]: unknown;
                            };
                            createdAt: string;
                            customer: {
                                id: string;
                                name: string;
                                email: string;
                                phone: string | null;
                            };
                        };
                    };
                };
            };
            responses: {
                /** @description Received (any 2xx). */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Gone: stop sending. */
                410: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "membership.past_due": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * membership.past_due: sent to each endpoint that asked for it
         * @description Standard Webhooks 1.0: verify webhook-signature (HMAC-SHA256 of `webhook-id.webhook-timestamp.body` with the endpoint secret) before trusting the body, and refuse a timestamp more than 5 minutes old. The same webhook-id is sent on every retry. Answer 2xx within 10 s; anything else is retried (10 retries over about 3 days); 410 turns the endpoint off.
         */
        post: {
            parameters: {
                query?: never;
                header: {
                    /** @description The message id, the same on every retry (msg_...). */
                    "webhook-id": string;
                    /** @description Seconds since the Unix epoch when this try was signed. */
                    "webhook-timestamp": string;
                    /** @description v1,<base64 HMAC-SHA256>, space-separated when several. */
                    "webhook-signature": string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @constant */
                        type: "membership.past_due";
                        timestamp: string;
                        data: {
                            id: string;
                            status: string;
                            plan: string;
                            paymentMethod: string;
                            action: string;
                            detail: {
                                [key: string]: unknown;
                            };
                            createdAt: string;
                            customer: {
                                id: string;
                                name: string;
                                email: string;
                                phone: string | null;
                            };
                        };
                    };
                };
            };
            responses: {
                /** @description Received (any 2xx). */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Gone: stop sending. */
                410: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "membership.frozen": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * membership.frozen: sent to each endpoint that asked for it
         * @description Standard Webhooks 1.0: verify webhook-signature (HMAC-SHA256 of `webhook-id.webhook-timestamp.body` with the endpoint secret) before trusting the body, and refuse a timestamp more than 5 minutes old. The same webhook-id is sent on every retry. Answer 2xx within 10 s; anything else is retried (10 retries over about 3 days); 410 turns the endpoint off.
         */
        post: {
            parameters: {
                query?: never;
                header: {
                    /** @description The message id, the same on every retry (msg_...). */
                    "webhook-id": string;
                    /** @description Seconds since the Unix epoch when this try was signed. */
                    "webhook-timestamp": string;
                    /** @description v1,<base64 HMAC-SHA256>, space-separated when several. */
                    "webhook-signature": string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @constant */
                        type: "membership.frozen";
                        timestamp: string;
                        data: {
                            id: string;
                            status: string;
                            plan: string;
                            paymentMethod: string;
                            action: string;
                            detail: {
                                [key: string]: unknown;
                            };
                            createdAt: string;
                            customer: {
                                id: string;
                                name: string;
                                email: string;
                                phone: string | null;
                            };
                        };
                    };
                };
            };
            responses: {
                /** @description Received (any 2xx). */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Gone: stop sending. */
                410: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "membership.unfrozen": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * membership.unfrozen: sent to each endpoint that asked for it
         * @description Standard Webhooks 1.0: verify webhook-signature (HMAC-SHA256 of `webhook-id.webhook-timestamp.body` with the endpoint secret) before trusting the body, and refuse a timestamp more than 5 minutes old. The same webhook-id is sent on every retry. Answer 2xx within 10 s; anything else is retried (10 retries over about 3 days); 410 turns the endpoint off.
         */
        post: {
            parameters: {
                query?: never;
                header: {
                    /** @description The message id, the same on every retry (msg_...). */
                    "webhook-id": string;
                    /** @description Seconds since the Unix epoch when this try was signed. */
                    "webhook-timestamp": string;
                    /** @description v1,<base64 HMAC-SHA256>, space-separated when several. */
                    "webhook-signature": string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @constant */
                        type: "membership.unfrozen";
                        timestamp: string;
                        data: {
                            id: string;
                            status: string;
                            plan: string;
                            paymentMethod: string;
                            action: string;
                            detail: {
                                [key: string]: unknown;
                            };
                            createdAt: string;
                            customer: {
                                id: string;
                                name: string;
                                email: string;
                                phone: string | null;
                            };
                        };
                    };
                };
            };
            responses: {
                /** @description Received (any 2xx). */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Gone: stop sending. */
                410: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "membership.plan_changed": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * membership.plan_changed: sent to each endpoint that asked for it
         * @description Standard Webhooks 1.0: verify webhook-signature (HMAC-SHA256 of `webhook-id.webhook-timestamp.body` with the endpoint secret) before trusting the body, and refuse a timestamp more than 5 minutes old. The same webhook-id is sent on every retry. Answer 2xx within 10 s; anything else is retried (10 retries over about 3 days); 410 turns the endpoint off.
         */
        post: {
            parameters: {
                query?: never;
                header: {
                    /** @description The message id, the same on every retry (msg_...). */
                    "webhook-id": string;
                    /** @description Seconds since the Unix epoch when this try was signed. */
                    "webhook-timestamp": string;
                    /** @description v1,<base64 HMAC-SHA256>, space-separated when several. */
                    "webhook-signature": string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @constant */
                        type: "membership.plan_changed";
                        timestamp: string;
                        data: {
                            id: string;
                            status: string;
                            plan: string;
                            paymentMethod: string;
                            action: string;
                            detail: {
                                [key: string]: unknown;
                            };
                            createdAt: string;
                            customer: {
                                id: string;
                                name: string;
                                email: string;
                                phone: string | null;
                            };
                        };
                    };
                };
            };
            responses: {
                /** @description Received (any 2xx). */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Gone: stop sending. */
                410: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "membership.cancel_requested": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * membership.cancel_requested: sent to each endpoint that asked for it
         * @description Standard Webhooks 1.0: verify webhook-signature (HMAC-SHA256 of `webhook-id.webhook-timestamp.body` with the endpoint secret) before trusting the body, and refuse a timestamp more than 5 minutes old. The same webhook-id is sent on every retry. Answer 2xx within 10 s; anything else is retried (10 retries over about 3 days); 410 turns the endpoint off.
         */
        post: {
            parameters: {
                query?: never;
                header: {
                    /** @description The message id, the same on every retry (msg_...). */
                    "webhook-id": string;
                    /** @description Seconds since the Unix epoch when this try was signed. */
                    "webhook-timestamp": string;
                    /** @description v1,<base64 HMAC-SHA256>, space-separated when several. */
                    "webhook-signature": string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @constant */
                        type: "membership.cancel_requested";
                        timestamp: string;
                        data: {
                            id: string;
                            status: string;
                            plan: string;
                            paymentMethod: string;
                            action: string;
                            detail: {
                                [key: string]: unknown;
                            };
                            createdAt: string;
                            customer: {
                                id: string;
                                name: string;
                                email: string;
                                phone: string | null;
                            };
                        };
                    };
                };
            };
            responses: {
                /** @description Received (any 2xx). */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Gone: stop sending. */
                410: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "membership.canceled": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * membership.canceled: sent to each endpoint that asked for it
         * @description Standard Webhooks 1.0: verify webhook-signature (HMAC-SHA256 of `webhook-id.webhook-timestamp.body` with the endpoint secret) before trusting the body, and refuse a timestamp more than 5 minutes old. The same webhook-id is sent on every retry. Answer 2xx within 10 s; anything else is retried (10 retries over about 3 days); 410 turns the endpoint off.
         */
        post: {
            parameters: {
                query?: never;
                header: {
                    /** @description The message id, the same on every retry (msg_...). */
                    "webhook-id": string;
                    /** @description Seconds since the Unix epoch when this try was signed. */
                    "webhook-timestamp": string;
                    /** @description v1,<base64 HMAC-SHA256>, space-separated when several. */
                    "webhook-signature": string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @constant */
                        type: "membership.canceled";
                        timestamp: string;
                        data: {
                            id: string;
                            status: string;
                            plan: string;
                            paymentMethod: string;
                            action: string;
                            detail: {
                                [key: string]: unknown;
                            };
                            createdAt: string;
                            customer: {
                                id: string;
                                name: string;
                                email: string;
                                phone: string | null;
                            };
                        };
                    };
                };
            };
            responses: {
                /** @description Received (any 2xx). */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Gone: stop sending. */
                410: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "contract.signed": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * contract.signed: sent to each endpoint that asked for it
         * @description Standard Webhooks 1.0: verify webhook-signature (HMAC-SHA256 of `webhook-id.webhook-timestamp.body` with the endpoint secret) before trusting the body, and refuse a timestamp more than 5 minutes old. The same webhook-id is sent on every retry. Answer 2xx within 10 s; anything else is retried (10 retries over about 3 days); 410 turns the endpoint off.
         */
        post: {
            parameters: {
                query?: never;
                header: {
                    /** @description The message id, the same on every retry (msg_...). */
                    "webhook-id": string;
                    /** @description Seconds since the Unix epoch when this try was signed. */
                    "webhook-timestamp": string;
                    /** @description v1,<base64 HMAC-SHA256>, space-separated when several. */
                    "webhook-signature": string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @constant */
                        type: "contract.signed";
                        timestamp: string;
                        data: {
                            id: string;
                            kind: string;
                            title: string;
                            language: string;
                            signedAt: string;
                            signedBy: string;
                            documentSha256: string;
                            person: {
                                id: string;
                                name: string;
                                email: string;
                            };
                        };
                    };
                };
            };
            responses: {
                /** @description Received (any 2xx). */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Gone: stop sending. */
                410: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export interface components {
    schemas: {
        AddedBusinessInput: {
            businessId: string;
            businessName: string;
            businessSlug: string;
        };
        UserDataInput: {
            id: string;
            email: string;
            fullName: string;
            /** @enum {string} */
            role: "principal" | "admin" | "expert" | "customer" | "operator";
            businessId: string;
            businessName: string;
            businessSlug: string;
            businessTimeZone: string;
            onboarded: boolean;
            emailVerified: boolean;
            twoFactorEnabled: boolean;
        };
        AuthSessionInput: {
            userData: components["schemas"]["UserDataInput"];
            abilityRules: {
                /** @enum {string} */
                action: "read" | "manage" | "admin";
                /** @enum {string} */
                subject: "service" | "customer" | "onBoard" | "all";
            }[];
        };
        TwoFactorRequiredInput: {
            /** @constant */
            twoFactorRequired: true;
        };
        TwoStepSetupInput: {
            secret: string;
            otpauthUrl: string;
        };
        TwoStepRecoveryCodesInput: {
            recoveryCodes: string[];
        };
        PublicConfigInput: {
            demo: {
                enabled: boolean;
                password: string | null;
                accounts: {
                    email: string;
                    /** @enum {string} */
                    role: "principal" | "admin" | "expert" | "customer";
                    label: string;
                }[];
            };
            defaultBusinessSlug: string | null;
            oidc: {
                enabled: boolean;
                name: string;
            };
            map: {
                tileUrl: string | null;
            };
        };
        ProblemInput: {
            type: string;
            title: string;
            status: number;
            detail?: string;
            instance?: string;
            errors?: {
                [key: string]: string[];
            };
        };
        ContractTemplateVersionInput: {
            version: number;
            createdAt: string;
            createdBy: string;
            publishedAt: string | null;
            requireResign: boolean;
            bodies: {
                en: string;
                fr: string;
                ar: string;
            };
        };
        ContractTemplateInput: {
            id: string;
            name: string;
            /** @enum {string} */
            kind: "waiver" | "membership_agreement" | "contractor_agreement" | "other";
            latestVersion: number;
            publishedVersion: number | null;
            requiredWaiver: boolean;
            issuedCount: number;
            updatedAt: string;
        };
        ContractTemplateDetailInput: {
            id: string;
            name: string;
            /** @enum {string} */
            kind: "waiver" | "membership_agreement" | "contractor_agreement" | "other";
            latestVersion: number;
            publishedVersion: number | null;
            requiredWaiver: boolean;
            issuedCount: number;
            updatedAt: string;
            versions: components["schemas"]["ContractTemplateVersionInput"][];
        };
        ContractTemplateListInput: {
            items: components["schemas"]["ContractTemplateInput"][];
        };
        ContractSettingsInput: {
            requiredWaiverTemplateId: string | null;
        };
        ContractEventInput: {
            seq: number;
            /** @enum {string} */
            type: "issued" | "emailed" | "reminded" | "viewed" | "consented" | "signed" | "countersigned" | "declined" | "voided" | "expired" | "downloaded" | "paper_recorded" | "excused";
            actorName: string;
            actorRole: string;
            at: string;
            ip: string | null;
            userAgent: string | null;
            documentSha256: string;
            consentSha256: string | null;
            detail: {
                [key: string]: string;
            };
            prevHash: string;
            hash: string;
        };
        ContractInput: {
            id: string;
            title: string;
            /** @enum {string} */
            kind: "waiver" | "membership_agreement" | "contractor_agreement" | "other";
            /** @enum {string} */
            status: "draft" | "sent" | "viewed" | "countersign" | "signed" | "declined" | "voided" | "expired" | "excused";
            /** @enum {string} */
            language: "en" | "fr" | "ar";
            templateId: string | null;
            templateVersion: number | null;
            person: {
                id: string;
                name: string;
                email: string;
            };
            dependant: {
                id: string;
                name: string;
            } | null;
            body: string;
            documentSha256: string;
            issuedAt: string;
            expiresAt: string | null;
            sentAt: string | null;
            viewedAt: string | null;
            signedAt: string | null;
            signedName: string | null;
            needsCountersign: boolean;
            countersignedAt: string | null;
            countersignedName: string | null;
            declinedAt: string | null;
            declineReason: string | null;
            voidedAt: string | null;
            voidReason: string | null;
            excusedReason: string | null;
            onPaper: boolean;
            hasPdf: boolean;
            pdfSha256: string | null;
        };
        ContractDetailInput: {
            id: string;
            title: string;
            /** @enum {string} */
            kind: "waiver" | "membership_agreement" | "contractor_agreement" | "other";
            /** @enum {string} */
            status: "draft" | "sent" | "viewed" | "countersign" | "signed" | "declined" | "voided" | "expired" | "excused";
            /** @enum {string} */
            language: "en" | "fr" | "ar";
            templateId: string | null;
            templateVersion: number | null;
            person: {
                id: string;
                name: string;
                email: string;
            };
            dependant: {
                id: string;
                name: string;
            } | null;
            body: string;
            documentSha256: string;
            issuedAt: string;
            expiresAt: string | null;
            sentAt: string | null;
            viewedAt: string | null;
            signedAt: string | null;
            signedName: string | null;
            needsCountersign: boolean;
            countersignedAt: string | null;
            countersignedName: string | null;
            declinedAt: string | null;
            declineReason: string | null;
            voidedAt: string | null;
            voidReason: string | null;
            excusedReason: string | null;
            onPaper: boolean;
            hasPdf: boolean;
            pdfSha256: string | null;
            events: components["schemas"]["ContractEventInput"][];
        };
        ContractPageInput: {
            items: components["schemas"]["ContractInput"][];
            total: number;
            page: number;
            pageSize: number;
        };
        ContractToSignInput: {
            contract: components["schemas"]["ContractInput"];
            studioName: string;
            consent: {
                version: string;
                title: string;
                paragraphs: string[];
                agree: string;
            };
            signAs: ("signer" | "guardian" | "countersigner") | null;
        };
        ContractVerificationInput: {
            chainValid: boolean;
            brokenAtSeq: number | null;
            documentValid: boolean;
            pdfValid: boolean | null;
            uploadMatches: boolean | null;
        };
        WaiverStatusInput: {
            /** @enum {string} */
            state: "not_required" | "signed" | "on_paper" | "excused" | "pending" | "unsigned";
            contractId: string | null;
            at: string | null;
        };
        TripInput: {
            /** Format: uuid */
            sessionId: string;
            /** @enum {string} */
            status: "Requested" | "Confirmed" | "Completed" | "Rescheduled" | "Canceled" | "Tracking" | "Arrived";
            startsAt: string;
            offeringName: string;
            expert: {
                /** Format: uuid */
                id: string;
                name: string;
            };
            customer: {
                /** Format: uuid */
                id: string;
                name: string;
            };
            address: string | null;
            destination: {
                latitude: number;
                longitude: number;
            } | null;
            position: {
                latitude: number;
                longitude: number;
                accuracy: number | null;
                recordedAt: string;
            } | null;
            distanceMeters: number | null;
            eta: {
                minMinutes: number;
                maxMinutes: number;
            } | null;
            geofenceMeters: number;
        };
        DistanceRankingInput: {
            target: {
                /** Format: uuid */
                customerId: string;
                customerName: string;
                serviceId: string | null;
                address: string | null;
                point: {
                    latitude: number;
                    longitude: number;
                } | null;
            };
            offering: {
                /** Format: uuid */
                id: string;
                name: string;
            } | null;
            date: string;
            timeZone: string;
            experts: {
                /** Format: uuid */
                expertId: string;
                name: string;
                from: ("position" | "home") | null;
                point: {
                    latitude: number;
                    longitude: number;
                } | null;
                distanceMeters: number | null;
                eta: {
                    minMinutes: number;
                    maxMinutes: number;
                } | null;
                freeSlots: string[];
            }[];
        };
        ExpertCardInput: {
            id: string;
            name: string;
            photoPath: string | null;
            bio: string;
            specialities: string[];
            languages: string[];
        };
        BookingDaysInput: {
            timeZone: string;
            offeringId: string;
            days: {
                date: string;
                /** @enum {string} */
                status: "open" | "closed" | "off" | "full";
            }[];
        };
        AvailabilityInput: {
            date: string;
            timeZone: string;
            offeringId: string;
            durationMinutes: number;
            slots: {
                time: string;
                startsAt: string;
                endsAt: string;
                expertIds: string[];
            }[];
        };
        ExpertAvailabilityInput: {
            expert: {
                id: string;
                name: string;
            };
            timeZone: string;
            hours: {
                weekday: number;
                start: string;
                end: string;
            }[];
            exceptions: {
                id: string;
                /** @enum {string} */
                kind: "time_off" | "custom_hours";
                startsOn: string;
                endsOn: string;
                start: string | null;
                end: string | null;
                note: string;
            }[];
        };
        AvailabilityExceptionInput: {
            id: string;
            /** @enum {string} */
            kind: "time_off" | "custom_hours";
            startsOn: string;
            endsOn: string;
            start: string | null;
            end: string | null;
            note: string;
        };
        ExpertListInput: {
            items: components["schemas"]["ExpertCardInput"][];
        };
        OfferingInput: {
            id: string;
            name: string;
            description: string;
            /** @enum {string} */
            serviceType: "Assessment" | "Training" | "Duo" | "Family" | "Youth" | "Nutrition" | "Recovery" | "Massage" | "Boxing" | "Group Coaching" | "Studio Training" | "Studio Boxing" | "Virtual Training" | "Virtual Nutrition";
            /** @enum {string} */
            category: "assessment" | "training" | "youth" | "duo" | "family" | "virtual" | "nutrition" | "recovery" | "massage" | "group" | "boxing" | "studio";
            /** @enum {string} */
            place: "studio" | "home" | "virtual";
            durationMinutes: number;
            /** @enum {string} */
            creditKind: "assessment" | "training" | "youth" | "duo" | "family" | "virtual" | "nutrition" | "recovery" | "massage" | "group" | "boxing" | "studio";
            creditsNeeded: number;
            priceCents: number | null;
            participantsMin: number;
            participantsMax: number;
            travelBufferMinutes: number;
            experts: {
                id: string;
                name: string;
            }[];
            deliveredBy: components["schemas"]["ExpertCardInput"][];
            locations: {
                id: string;
                display: string;
                active: boolean;
            }[];
            active: boolean;
            createdAt: string;
            updatedAt: string;
        };
        OfferingPageInput: {
            items: components["schemas"]["OfferingInput"][];
            total: number;
            page: number;
            pageSize: number;
        };
        BookableOfferingsInput: {
            items: components["schemas"]["OfferingInput"][];
        };
        ServiceInput: {
            id: string;
            offering: {
                id: string;
                name: string;
            };
            /** @enum {string} */
            serviceType: "Assessment" | "Training" | "Duo" | "Family" | "Youth" | "Nutrition" | "Recovery" | "Massage" | "Boxing" | "Group Coaching" | "Studio Training" | "Studio Boxing" | "Virtual Training" | "Virtual Nutrition";
            /** @enum {string} */
            category: "assessment" | "training" | "youth" | "duo" | "family" | "virtual" | "nutrition" | "recovery" | "massage" | "group" | "boxing" | "studio";
            /** @enum {string} */
            place: "studio" | "home" | "virtual";
            /** @enum {string} */
            status: "Requested" | "Confirmed" | "Completed" | "Rescheduled" | "Canceled" | "Tracking" | "Arrived";
            startsAt: string;
            endsAt: string;
            timeZone: string;
            durationMinutes: number;
            travelBufferMinutes: number;
            expert: {
                id: string;
                name: string;
            };
            customer: {
                id: string;
                name: string;
            };
            participants: {
                name: string;
            }[];
            location: {
                id: string;
                display: string;
            } | null;
            address: string | null;
            point: {
                latitude: number;
                longitude: number;
            } | null;
            notes: string;
            reminderMinutes: number | null;
            credits: {
                kind: ("assessment" | "training" | "youth" | "duo" | "family" | "virtual" | "nutrition" | "recovery" | "massage" | "group" | "boxing" | "studio") | null;
                quantity: number;
                hold: ("held" | "spent" | "released") | null;
            };
            priceCents: number | null;
            cancelReason: string | null;
            completionNotes: string | null;
            completedAt: string | null;
            canceledAt: string | null;
            review: {
                stars: number;
                text: string;
                createdAt: string;
            } | null;
            allowedTransitions: ("Requested" | "Confirmed" | "Completed" | "Rescheduled" | "Canceled" | "Tracking" | "Arrived")[];
            canReview: boolean;
            createdAt: string;
            updatedAt: string;
        };
        ServicePageInput: {
            items: {
                id: string;
                offering: {
                    id: string;
                    name: string;
                };
                /** @enum {string} */
                serviceType: "Assessment" | "Training" | "Duo" | "Family" | "Youth" | "Nutrition" | "Recovery" | "Massage" | "Boxing" | "Group Coaching" | "Studio Training" | "Studio Boxing" | "Virtual Training" | "Virtual Nutrition";
                /** @enum {string} */
                category: "assessment" | "training" | "youth" | "duo" | "family" | "virtual" | "nutrition" | "recovery" | "massage" | "group" | "boxing" | "studio";
                /** @enum {string} */
                place: "studio" | "home" | "virtual";
                /** @enum {string} */
                status: "Requested" | "Confirmed" | "Completed" | "Rescheduled" | "Canceled" | "Tracking" | "Arrived";
                startsAt: string;
                endsAt: string;
                timeZone: string;
                durationMinutes: number;
                travelBufferMinutes: number;
                expert: {
                    id: string;
                    name: string;
                };
                customer: {
                    id: string;
                    name: string;
                };
                participants: {
                    name: string;
                }[];
                location: {
                    id: string;
                    display: string;
                } | null;
                address: string | null;
                point: {
                    latitude: number;
                    longitude: number;
                } | null;
                notes: string;
                reminderMinutes: number | null;
                credits: {
                    kind: ("assessment" | "training" | "youth" | "duo" | "family" | "virtual" | "nutrition" | "recovery" | "massage" | "group" | "boxing" | "studio") | null;
                    quantity: number;
                    hold: ("held" | "spent" | "released") | null;
                };
                priceCents: number | null;
                cancelReason: string | null;
                completionNotes: string | null;
                completedAt: string | null;
                canceledAt: string | null;
                review: {
                    stars: number;
                    text: string;
                    createdAt: string;
                } | null;
                allowedTransitions: ("Requested" | "Confirmed" | "Completed" | "Rescheduled" | "Canceled" | "Tracking" | "Arrived")[];
                canReview: boolean;
                createdAt: string;
                updatedAt: string;
            }[];
            total: number;
            page: number;
            pageSize: number;
        };
        BookingConflictInput: {
            type: string;
            title: string;
            status: number;
            detail?: string;
            instance?: string;
            errors?: {
                [key: string]: string[];
            };
            nearestSlots?: {
                time: string;
                startsAt: string;
                endsAt: string;
                expertIds: string[];
                date: string;
            }[];
        };
        ServiceHistoryInput: {
            items: {
                id: string;
                from: ("Requested" | "Confirmed" | "Completed" | "Rescheduled" | "Canceled" | "Tracking" | "Arrived") | null;
                /** @enum {string} */
                to: "Requested" | "Confirmed" | "Completed" | "Rescheduled" | "Canceled" | "Tracking" | "Arrived";
                actor: {
                    id: string;
                    name: string;
                    role: string | null;
                } | null;
                reason: string | null;
                startsAt: string;
                previousStartsAt: string | null;
                at: string;
            }[];
        };
        GroupScheduleConflictInput: {
            type: string;
            title: string;
            status: number;
            detail: string;
            instance?: string;
            errors?: {
                [key: string]: string[];
            };
            conflicts: {
                startsAt: string;
                endsAt: string;
                what: string;
            }[];
        };
        CalendarInput: {
            from: string;
            to: string;
            timeZone: string;
            items: {
                id: string;
                startsAt: string;
                endsAt: string;
                /** @enum {string} */
                status: "Requested" | "Confirmed" | "Completed" | "Rescheduled" | "Canceled" | "Tracking" | "Arrived";
                offeringName: string;
                /** @enum {string} */
                serviceType: "Assessment" | "Training" | "Duo" | "Family" | "Youth" | "Nutrition" | "Recovery" | "Massage" | "Boxing" | "Group Coaching" | "Studio Training" | "Studio Boxing" | "Virtual Training" | "Virtual Nutrition";
                /** @enum {string} */
                category: "assessment" | "training" | "youth" | "duo" | "family" | "virtual" | "nutrition" | "recovery" | "massage" | "group" | "boxing" | "studio";
                /** @enum {string} */
                place: "studio" | "home" | "virtual";
                location: string | null;
                expert: {
                    id: string;
                    name: string;
                };
                customer: {
                    id: string;
                    name: string;
                };
                /** @constant */
                kind?: "class";
                groupId?: string;
            }[];
            classes: {
                id: string;
                startsAt: string;
                endsAt: string;
                /** @enum {string} */
                status: "Requested" | "Confirmed" | "Completed" | "Rescheduled" | "Canceled" | "Tracking" | "Arrived";
                offeringName: string;
                /** @enum {string} */
                serviceType: "Assessment" | "Training" | "Duo" | "Family" | "Youth" | "Nutrition" | "Recovery" | "Massage" | "Boxing" | "Group Coaching" | "Studio Training" | "Studio Boxing" | "Virtual Training" | "Virtual Nutrition";
                /** @enum {string} */
                category: "assessment" | "training" | "youth" | "duo" | "family" | "virtual" | "nutrition" | "recovery" | "massage" | "group" | "boxing" | "studio";
                /** @enum {string} */
                place: "studio" | "home" | "virtual";
                location: string | null;
                expert: {
                    id: string;
                    name: string;
                };
                customer: {
                    id: string;
                    name: string;
                };
                /** @constant */
                kind?: "class";
                groupId?: string;
            }[];
            truncated: boolean;
        };
        CalendarFeedStatusInput: {
            active: boolean;
            createdAt: string | null;
            lastUsedAt: string | null;
        };
        CalendarFeedCreatedInput: {
            url: string;
            createdAt: string;
            replaced: boolean;
        };
        CustomerInput: {
            id: string;
            fullName: string;
            email: string;
            phone: string | null;
            /** @enum {string} */
            status: "active" | "invited" | "deactivated";
            onboarded: boolean;
            createdAt: string;
            creditsAvailable: number;
            pendingPurchases: number;
            owedCents: number;
        };
        CustomerPageInput: {
            items: components["schemas"]["CustomerInput"][];
            total: number;
            page: number;
            pageSize: number;
        };
        AdminDashboardInput: {
            period: {
                /** @enum {string} */
                period: "today" | "week" | "month" | "custom";
                from: string;
                to: string;
                previousFrom: string;
                previousTo: string;
                timeZone: string;
            };
            revenueCents: {
                value: number;
                previous: number;
                change: number | null;
            };
            cashCents: {
                value: number;
                previous: number;
                change: number | null;
            };
            creditsSold: {
                value: number;
                previous: number;
                change: number | null;
            };
            creditsUsed: {
                value: number;
                previous: number;
                change: number | null;
            };
            deferredRevenueCents: number;
            sessions: {
                value: number;
                previous: number;
                change: number | null;
            };
            sessionsByStatus: {
                /** @enum {string} */
                status: "Requested" | "Confirmed" | "Completed" | "Rescheduled" | "Canceled" | "Tracking" | "Arrived";
                count: number;
            }[];
            sessionsByType: {
                /** @enum {string} */
                type: "Assessment" | "Training" | "Duo" | "Family" | "Youth" | "Nutrition" | "Recovery" | "Massage" | "Boxing" | "Group Coaching" | "Studio Training" | "Studio Boxing" | "Virtual Training" | "Virtual Nutrition";
                count: number;
            }[];
            utilisation: {
                value: number;
                previous: number;
                change: number | null;
            };
            experts: {
                expertId: string;
                name: string;
                bookedMinutes: number;
                availableMinutes: number;
            }[];
            activeMembers: {
                value: number;
                previous: number;
                change: number | null;
            };
            newMembers: {
                value: number;
                previous: number;
                change: number | null;
            };
            atRiskMembers: number;
            lateCancels: {
                value: number;
                previous: number;
                change: number | null;
            };
            topOfferings: {
                offeringId: string;
                name: string;
                sessions: number;
            }[];
            memberships: {
                mrrCents: number;
                active: number;
                frozen: number;
                pastDue: number;
                started: {
                    value: number;
                    previous: number;
                    change: number | null;
                };
                canceled: {
                    value: number;
                    previous: number;
                    change: number | null;
                };
                churnPercent: number | null;
                failedPayments: {
                    value: number;
                    previous: number;
                    change: number | null;
                };
                recoveryPercent: number | null;
            };
        };
        DashboardListInput: {
            /** @enum {string} */
            list: "revenue" | "cash" | "creditsSold" | "creditsUsed" | "sessions" | "lateCancels" | "activeMembers" | "newMembers" | "atRiskMembers" | "utilisation" | "topOfferings";
            columns: string[];
            rows: (string | number | null)[][];
        };
        ExpertDashboardInput: {
            timeZone: string;
            today: {
                id: string;
                offeringId: string;
                offeringName: string;
                /** @enum {string} */
                serviceType: "Assessment" | "Training" | "Duo" | "Family" | "Youth" | "Nutrition" | "Recovery" | "Massage" | "Boxing" | "Group Coaching" | "Studio Training" | "Studio Boxing" | "Virtual Training" | "Virtual Nutrition";
                /** @enum {string} */
                status: "Requested" | "Confirmed" | "Completed" | "Rescheduled" | "Canceled" | "Tracking" | "Arrived";
                startsAt: string;
                endsAt: string;
                customerName: string;
                expertName: string;
            }[];
            week: {
                id: string;
                offeringId: string;
                offeringName: string;
                /** @enum {string} */
                serviceType: "Assessment" | "Training" | "Duo" | "Family" | "Youth" | "Nutrition" | "Recovery" | "Massage" | "Boxing" | "Group Coaching" | "Studio Training" | "Studio Boxing" | "Virtual Training" | "Virtual Nutrition";
                /** @enum {string} */
                status: "Requested" | "Confirmed" | "Completed" | "Rescheduled" | "Canceled" | "Tracking" | "Arrived";
                startsAt: string;
                endsAt: string;
                customerName: string;
                expertName: string;
            }[];
            todayClasses: {
                occurrenceId: string;
                groupId: string;
                name: string;
                /** @enum {string} */
                kind: "Group Class" | "Bootcamp" | "Sports Camp";
                startsAt: string;
                endsAt: string;
                seatsTaken: number;
                capacity: number;
            }[];
            weekClasses: {
                occurrenceId: string;
                groupId: string;
                name: string;
                /** @enum {string} */
                kind: "Group Class" | "Bootcamp" | "Sports Camp";
                startsAt: string;
                endsAt: string;
                seatsTaken: number;
                capacity: number;
            }[];
            requests: {
                id: string;
                offeringId: string;
                offeringName: string;
                /** @enum {string} */
                serviceType: "Assessment" | "Training" | "Duo" | "Family" | "Youth" | "Nutrition" | "Recovery" | "Massage" | "Boxing" | "Group Coaching" | "Studio Training" | "Studio Boxing" | "Virtual Training" | "Virtual Nutrition";
                /** @enum {string} */
                status: "Requested" | "Confirmed" | "Completed" | "Rescheduled" | "Canceled" | "Tracking" | "Arrived";
                startsAt: string;
                endsAt: string;
                customerName: string;
                expertName: string;
            }[];
            utilisation: {
                value: number;
                previous: number;
                change: number | null;
            };
            clients: number;
            averageRating: number | null;
            reviews: {
                serviceId: string;
                customerName: string;
                offeringName: string;
                stars: number;
                text: string | null;
                reviewedAt: string;
            }[];
        };
        ProviderClientsInput: {
            timeZone: string;
            items: {
                customerId: string;
                fullName: string;
                email: string;
                lastSession: string | null;
                nextSession: string | null;
                creditsLeft: number;
                medicalFlag: boolean;
            }[];
        };
        ProviderClientInput: {
            timeZone: string;
            profile: {
                customerId: string;
                fullName: string;
                email: string;
                phone: string | null;
                memberSince: string;
                medicalFlag: boolean;
                sports: string[];
                goals: string[];
            };
            sessions: {
                id: string;
                offeringId: string;
                offeringName: string;
                /** @enum {string} */
                serviceType: "Assessment" | "Training" | "Duo" | "Family" | "Youth" | "Nutrition" | "Recovery" | "Massage" | "Boxing" | "Group Coaching" | "Studio Training" | "Studio Boxing" | "Virtual Training" | "Virtual Nutrition";
                /** @enum {string} */
                status: "Requested" | "Confirmed" | "Completed" | "Rescheduled" | "Canceled" | "Tracking" | "Arrived";
                startsAt: string;
                endsAt: string;
                customerName: string;
                expertName: string;
                completionNotes: string | null;
                hasPlan: boolean;
            }[];
            perMonth: {
                month: string;
                sessions: number;
            }[];
            notes: {
                id: string;
                text: string;
                authorName: string;
                createdAt: string;
            }[];
        };
        SetupChecklistInput: {
            steps: {
                /** @enum {string} */
                step: "hours" | "location" | "offering" | "creditPack" | "team" | "signupLink" | "cardPayments";
                done: boolean;
                counted: boolean;
            }[];
            done: number;
            total: number;
            finished: boolean;
            dismissed: boolean;
        };
        MemberDashboardInput: {
            timeZone: string;
            next: {
                id: string;
                offeringId: string;
                offeringName: string;
                /** @enum {string} */
                serviceType: "Assessment" | "Training" | "Duo" | "Family" | "Youth" | "Nutrition" | "Recovery" | "Massage" | "Boxing" | "Group Coaching" | "Studio Training" | "Studio Boxing" | "Virtual Training" | "Virtual Nutrition";
                /** @enum {string} */
                status: "Requested" | "Confirmed" | "Completed" | "Rescheduled" | "Canceled" | "Tracking" | "Arrived";
                startsAt: string;
                endsAt: string;
                customerName: string;
                expertName: string;
                service: {
                    id: string;
                    offering: {
                        id: string;
                        name: string;
                    };
                    /** @enum {string} */
                    serviceType: "Assessment" | "Training" | "Duo" | "Family" | "Youth" | "Nutrition" | "Recovery" | "Massage" | "Boxing" | "Group Coaching" | "Studio Training" | "Studio Boxing" | "Virtual Training" | "Virtual Nutrition";
                    /** @enum {string} */
                    category: "assessment" | "training" | "youth" | "duo" | "family" | "virtual" | "nutrition" | "recovery" | "massage" | "group" | "boxing" | "studio";
                    /** @enum {string} */
                    place: "studio" | "home" | "virtual";
                    /** @enum {string} */
                    status: "Requested" | "Confirmed" | "Completed" | "Rescheduled" | "Canceled" | "Tracking" | "Arrived";
                    startsAt: string;
                    endsAt: string;
                    timeZone: string;
                    durationMinutes: number;
                    travelBufferMinutes: number;
                    expert: {
                        id: string;
                        name: string;
                    };
                    customer: {
                        id: string;
                        name: string;
                    };
                    participants: {
                        name: string;
                    }[];
                    location: {
                        id: string;
                        display: string;
                    } | null;
                    address: string | null;
                    point: {
                        latitude: number;
                        longitude: number;
                    } | null;
                    notes: string;
                    reminderMinutes: number | null;
                    credits: {
                        kind: ("assessment" | "training" | "youth" | "duo" | "family" | "virtual" | "nutrition" | "recovery" | "massage" | "group" | "boxing" | "studio") | null;
                        quantity: number;
                        hold: ("held" | "spent" | "released") | null;
                    };
                    priceCents: number | null;
                    cancelReason: string | null;
                    completionNotes: string | null;
                    completedAt: string | null;
                    canceledAt: string | null;
                    review: {
                        stars: number;
                        text: string;
                        createdAt: string;
                    } | null;
                    allowedTransitions: ("Requested" | "Confirmed" | "Completed" | "Rescheduled" | "Canceled" | "Tracking" | "Arrived")[];
                    canReview: boolean;
                    createdAt: string;
                    updatedAt: string;
                };
            }[];
            credits: {
                kind: string;
                available: number;
                held: number;
                expiringSoon: number;
                expiresAt: string | null;
            }[];
            bookAgain: {
                offeringId: string;
                name: string;
                /** @enum {string} */
                serviceType: "Assessment" | "Training" | "Duo" | "Family" | "Youth" | "Nutrition" | "Recovery" | "Massage" | "Boxing" | "Group Coaching" | "Studio Training" | "Studio Boxing" | "Virtual Training" | "Virtual Nutrition";
            }[];
            toReview: {
                id: string;
                offeringId: string;
                offeringName: string;
                /** @enum {string} */
                serviceType: "Assessment" | "Training" | "Duo" | "Family" | "Youth" | "Nutrition" | "Recovery" | "Massage" | "Boxing" | "Group Coaching" | "Studio Training" | "Studio Boxing" | "Virtual Training" | "Virtual Nutrition";
                /** @enum {string} */
                status: "Requested" | "Confirmed" | "Completed" | "Rescheduled" | "Canceled" | "Tracking" | "Arrived";
                startsAt: string;
                endsAt: string;
                customerName: string;
                expertName: string;
            }[];
            recent: {
                id: string;
                offeringId: string;
                offeringName: string;
                /** @enum {string} */
                serviceType: "Assessment" | "Training" | "Duo" | "Family" | "Youth" | "Nutrition" | "Recovery" | "Massage" | "Boxing" | "Group Coaching" | "Studio Training" | "Studio Boxing" | "Virtual Training" | "Virtual Nutrition";
                /** @enum {string} */
                status: "Requested" | "Confirmed" | "Completed" | "Rescheduled" | "Canceled" | "Tracking" | "Arrived";
                startsAt: string;
                endsAt: string;
                customerName: string;
                expertName: string;
            }[];
            unreadNotifications: number;
        };
        ReplicaHealthInput: {
            /** @enum {string} */
            state: "ok" | "lagging" | "down";
            lagSeconds: number | null;
        };
        HealthInput: {
            /** @constant */
            status: "ok";
            /** @enum {string} */
            database: "pglite" | "postgres";
            version: string;
            replica?: components["schemas"]["ReplicaHealthInput"];
        };
        LivenessInput: {
            /** @constant */
            status: "ok";
            uptimeSeconds: number;
        };
        ApiKeyInput: {
            id: string;
            name: string;
            /** @description The public start of the key, shown to recognise it. */
            prefix: string;
            scopes: string[];
            expiresAt: string | null;
            lastUsedAt: string | null;
            revokedAt: string | null;
            createdAt: string;
            /** @description Who created it. */
            createdBy: string | null;
        };
        ApiKeyCreatedInput: {
            key: components["schemas"]["ApiKeyInput"];
            /** @description The whole key: shown this once, never again. */
            secret: string;
        };
        WebhookEndpointInput: {
            id: string;
            url: string;
            description: string;
            eventTypes: string[];
            enabled: boolean;
            disabledReason: ("gone" | "failing" | "owner") | null;
            disabledAt: string | null;
            failingSince: string | null;
            createdAt: string;
        };
        WebhookEndpointCreatedInput: {
            endpoint: components["schemas"]["WebhookEndpointInput"];
            /** @description The signing secret (whsec_...): shown this once. */
            secret: string;
        };
        WebhookAttemptInput: {
            number: number;
            at: string;
            statusCode: number | null;
            latencyMs: number;
            responseExcerpt: string;
            error: string | null;
            manual: boolean;
        };
        WebhookDeliveryInput: {
            id: string;
            eventType: string;
            /** @enum {string} */
            status: "pending" | "succeeded" | "failed";
            attempts: components["schemas"]["WebhookAttemptInput"][];
            nextAttemptAt: string | null;
            createdAt: string;
            payload: {
                [key: string]: unknown;
            };
        };
        LandingContentInput: {
            hero: {
                title: string;
                tagline: string;
            };
            features: {
                title: string;
                text: string;
            }[];
            faq: {
                question: string;
                answer: string;
            }[];
            testimonials: {
                quote: string;
                author: string;
            }[];
        };
        LandingPageInput: {
            /** @enum {string} */
            locale: "en" | "fr" | "ar";
            content: components["schemas"]["LandingContentInput"];
            edited: boolean;
            updatedAt: string | null;
        };
        StudioContactInput: {
            businessName: string;
            location: string | null;
            hours: {
                weekday: number;
                opensAt: string | null;
                closesAt: string | null;
                closed: boolean;
            }[];
        };
        SessionOutsideHoursInput: {
            id: string;
            /** Format: date-time */
            startsAt: string;
            /** Format: date-time */
            endsAt: string;
            offeringName: string;
            customerName: string;
            expertName: string;
            status: string;
        };
        HoursCheckInput: {
            sessions: components["schemas"]["SessionOutsideHoursInput"][];
        };
        BusinessProfileInput: {
            id: string;
            name: string;
            slug: string;
            timeZone: string;
            contactEmail: string | null;
            contactPhone: string | null;
            hours: {
                day: string;
                open: string | null;
                close: string | null;
                closed: boolean;
                openDisplay: string;
                closeDisplay: string;
            }[];
            amenities: string[];
            accessibility: string[];
            equipment: string[];
            specialities: string[];
            languages: string[];
            freeCancelHours: number;
            bookBeforePaying: boolean;
            maxUnpaidPurchases: number;
            arrivalGeofenceMeters: number;
            hasLogo: boolean;
            logoVersion: number;
            brandColor: string | null;
            publicPath: string;
            signupPath: string;
        };
        StudioLocationInput: {
            id: string;
            code: string;
            display: string;
            state: string;
            address: string | null;
            latitude: number | null;
            longitude: number | null;
            active: boolean;
            isDefault: boolean;
        };
        TeamMemberInput: {
            id: string;
            name: string;
            email: string;
            /** @enum {string} */
            role: "principal" | "admin" | "expert";
            /** @enum {string} */
            status: "active" | "invited" | "deactivated";
            isMe: boolean;
        };
        TeamInvitationInput: {
            id: string;
            email: string;
            /** @enum {string} */
            role: "principal" | "admin" | "expert";
            /** @enum {string} */
            state: "pending" | "expired" | "accepted" | "revoked";
            /** Format: date-time */
            expiresAt: string;
            /** Format: date-time */
            sentAt: string;
        };
        SentTeamInvitationInput: {
            id: string;
            email: string;
            /** @enum {string} */
            role: "principal" | "admin" | "expert";
            /** @enum {string} */
            state: "pending" | "expired" | "accepted" | "revoked";
            /** Format: date-time */
            expiresAt: string;
            /** Format: date-time */
            sentAt: string;
            link: string;
        };
        TeamInput: {
            members: components["schemas"]["TeamMemberInput"][];
            invitations: components["schemas"]["TeamInvitationInput"][];
        };
        InvitationPreviewInput: {
            businessName: string;
            email: string;
            /** @enum {string} */
            role: "principal" | "admin" | "expert";
            accountExists: boolean;
        };
        SessionToReassignInput: {
            id: string;
            /** Format: date-time */
            startsAt: string;
            offeringName: string;
            customerName: string;
        };
        DeactivationInput: {
            member: components["schemas"]["TeamMemberInput"];
            upcomingSessions: components["schemas"]["SessionToReassignInput"][];
        };
        PublicStudioInput: {
            name: string;
            slug: string;
            timeZone: string;
            hasLogo: boolean;
            logoVersion: number;
            contactEmail: string | null;
            contactPhone: string | null;
            hours: {
                day: string;
                open: string | null;
                close: string | null;
                closed: boolean;
                openDisplay: string;
                closeDisplay: string;
            }[];
            amenities: string[];
            accessibility: string[];
            locations: {
                display: string;
                address: string | null;
            }[];
            offerings: {
                id: string;
                name: string;
                serviceType: string;
                durationMinutes: number;
                priceCents: number | null;
                credits: number;
            }[];
        };
        ClientInput: {
            id: string;
            fullName: string;
            email: string;
            phone: string | null;
            primaryExpert: {
                id: string;
                name: string;
            } | null;
        };
        ClientPageInput: {
            items: components["schemas"]["ClientInput"][];
            total: number;
            page: number;
            pageSize: number;
        };
        StaffProfileInput: {
            fullName: string;
            phone: string | null;
            bio: string;
            specialities: string[];
            languages: string[];
            photoPath: string | null;
            homeBase: {
                address: string | null;
                latitude: number | null;
                longitude: number | null;
            } | null;
        };
        ShellPicturesInput: {
            logoPath: string | null;
            photoPath: string | null;
            brandColor: string | null;
        };
        MyBusinessesInput: {
            items: {
                businessId: string;
                businessName: string;
                role: string;
                current: boolean;
            }[];
        };
        HealthAnswersInput: {
            medicalFlag: boolean;
            medical: {
                [key: string]: {
                    answer: boolean;
                    details: string;
                };
            } | null;
            nutrition: {
                [key: string]: string;
            } | null;
        };
        MemberProfileInput: {
            fullName: string;
            email: string;
            phone: string | null;
            dateOfBirth: string | null;
            address: string | null;
            city: string | null;
            latitude: number | null;
            longitude: number | null;
            emergencyContactName: string | null;
            emergencyContactPhone: string | null;
            sports: string[];
            goals: string[];
            languages: string[];
            medicalFlag: boolean;
            hasPhoto: boolean;
            photoVersion: number;
            termsVersion: string | null;
            privacyVersion: string | null;
            consentedAt: string | null;
            medical: {
                [key: string]: {
                    answer: boolean;
                    details: string;
                };
            } | null;
            nutrition: {
                [key: string]: string;
            } | null;
            citySuggestions: string[];
        };
        CustomerProfileInput: {
            fullName: string;
            email: string;
            phone: string | null;
            dateOfBirth: string | null;
            address: string | null;
            city: string | null;
            latitude: number | null;
            longitude: number | null;
            emergencyContactName: string | null;
            emergencyContactPhone: string | null;
            sports: string[];
            goals: string[];
            languages: string[];
            medicalFlag: boolean;
            hasPhoto: boolean;
            photoVersion: number;
            termsVersion: string | null;
            privacyVersion: string | null;
            consentedAt: string | null;
            id: string;
        };
        OnboardingInput: {
            fullName: string;
            email: string;
            phone: string | null;
            dateOfBirth: string | null;
            address: string | null;
            city: string | null;
            latitude: number | null;
            longitude: number | null;
            emergencyContactName: string | null;
            emergencyContactPhone: string | null;
            sports: string[];
            goals: string[];
            languages: string[];
            medicalFlag: boolean;
            hasPhoto: boolean;
            photoVersion: number;
            termsVersion: string | null;
            privacyVersion: string | null;
            consentedAt: string | null;
            medical: {
                [key: string]: {
                    answer: boolean;
                    details: string;
                };
            } | null;
            nutrition: {
                [key: string]: string;
            } | null;
            citySuggestions: string[];
            /** @enum {string} */
            nextStep: "profile" | "interests" | "medical" | "nutrition" | "consent" | "done";
            policies: {
                terms: {
                    version: string;
                    date: string;
                };
                privacy: {
                    version: string;
                    date: string;
                };
            };
        };
        HouseholdMemberInput: {
            id: string;
            fullName: string;
            /** @enum {string} */
            relationship: "partner" | "child" | "parent" | "sibling" | "friend" | "other";
            dateOfBirth: string;
            medicalNote: string;
        };
        CreditPackInput: {
            id: string;
            /** @enum {string} */
            type: "credit_pack" | "service_package";
            name: string;
            description: string;
            priceCents: number;
            grants: {
                /** @enum {string} */
                kind: "assessment" | "training" | "youth" | "duo" | "family" | "virtual" | "nutrition" | "recovery" | "massage" | "group" | "boxing" | "studio";
                quantity: number;
            }[];
            expiryDays: number | null;
            active: boolean;
            createdAt: string;
            updatedAt: string;
        };
        CreditPackPageInput: {
            items: components["schemas"]["CreditPackInput"][];
            total: number;
            page: number;
            pageSize: number;
        };
        ShopInput: {
            items: components["schemas"]["CreditPackInput"][];
            cardPayments: boolean;
            bookBeforePaying: boolean;
        };
        PurchaseInput: {
            id: string;
            customerId: string;
            packId: string | null;
            /** @enum {string} */
            packType: "credit_pack" | "service_package" | "membership";
            packName: string;
            priceCents: number;
            grants: {
                /** @enum {string} */
                kind: "assessment" | "training" | "youth" | "duo" | "family" | "virtual" | "nutrition" | "recovery" | "massage" | "group" | "boxing" | "studio";
                quantity: number;
            }[];
            expiryDays: number | null;
            /** @enum {string} */
            paymentMethod: "studio" | "card";
            /** @enum {string} */
            status: "pending" | "paid" | "partially_refunded" | "refunded" | "canceled";
            createdAt: string;
            paidAt: string | null;
            canceledAt: string | null;
            creditsExpireAt: string | null;
            creditsBeforePayment: boolean;
            owedCents: number;
            writtenOffAt: string | null;
            writeOffReason: string | null;
            payment: {
                id: string;
                receiptNumber: number;
                /** @enum {string} */
                method: "cash" | "card";
                amountCents: number;
                refundedCents: number;
                createdAt: string;
            } | null;
        };
        PurchasePageInput: {
            items: components["schemas"]["PurchaseInput"][];
            total: number;
            page: number;
            pageSize: number;
        };
        RefundInput: {
            id: string;
            paymentId: string;
            amountCents: number;
            reason: string;
            credits: {
                /** @enum {string} */
                kind: "assessment" | "training" | "youth" | "duo" | "family" | "virtual" | "nutrition" | "recovery" | "massage" | "group" | "boxing" | "studio";
                quantity: number;
            }[];
            createdAt: string;
        };
        ReceiptInput: {
            purchase: components["schemas"]["PurchaseInput"];
            business: {
                name: string;
                timeZone: string;
            };
            customer: {
                name: string;
                email: string;
            };
            refunds: {
                amountCents: number;
                credits: {
                    /** @enum {string} */
                    kind: "assessment" | "training" | "youth" | "duo" | "family" | "virtual" | "nutrition" | "recovery" | "massage" | "group" | "boxing" | "studio";
                    quantity: number;
                }[];
                createdAt: string;
            }[];
        };
        PaymentInput: {
            id: string;
            receiptNumber: number;
            createdAt: string;
            customer: {
                id: string;
                name: string;
                email: string;
            };
            /** @enum {string} */
            method: "cash" | "card";
            amountCents: number;
            refundedCents: number;
            netCents: number;
            purchaseId: string | null;
            packName: string | null;
            note: string | null;
            recordedBy: string | null;
            refunds: components["schemas"]["RefundInput"][];
            purchaseCredits: {
                /** @enum {string} */
                kind: "assessment" | "training" | "youth" | "duo" | "family" | "virtual" | "nutrition" | "recovery" | "massage" | "group" | "boxing" | "studio";
                granted: number;
                takenBack: number;
                unused: number;
            }[];
        };
        PaymentPageInput: {
            items: components["schemas"]["PaymentInput"][];
            total: number;
            page: number;
            pageSize: number;
            totals: {
                count: number;
                amountCents: number;
                refundedCents: number;
                netCents: number;
            };
        };
        CustomerCreditsInput: {
            timeZone: string;
            balances: {
                /** @enum {string} */
                kind: "assessment" | "training" | "youth" | "duo" | "family" | "virtual" | "nutrition" | "recovery" | "massage" | "group" | "boxing" | "studio";
                available: number;
                held: number;
                expiring: {
                    expiresAt: string;
                    quantity: number;
                }[];
            }[];
            history: {
                items: {
                    id: string;
                    /** @enum {string} */
                    kind: "assessment" | "training" | "youth" | "duo" | "family" | "virtual" | "nutrition" | "recovery" | "massage" | "group" | "boxing" | "studio";
                    /** @enum {string} */
                    type: "grant" | "hold" | "release" | "spend" | "expiry" | "adjustment" | "refund" | "cancel";
                    availableDelta: number;
                    heldDelta: number;
                    availableAfter: number;
                    heldAfter: number;
                    reason: string | null;
                    serviceId: string | null;
                    createdAt: string;
                }[];
                total: number;
                page: number;
                pageSize: number;
            };
        };
        PayeeInput: {
            id: string;
            name: string;
            /** @enum {string} */
            kind: "expert" | "contractor";
            taxIdLast4: string;
            routingNumber: string;
            accountLast4: string;
            /** @enum {string} */
            accountType: "checking" | "savings";
            paidOutsideAch: boolean;
            teamMemberId: string | null;
            createdAt: string;
            updatedAt: string;
        };
        BankAccountInput: {
            holderName: string;
            routingNumber: string;
            accountLast4: string;
            ein: string | null;
            bankName: string | null;
            immediateOrigin: string | null;
            updatedAt: string;
        };
        NotificationInput: {
            /** Format: uuid */
            id: string;
            kind: string;
            data: {
                [key: string]: unknown;
            };
            link: string | null;
            createdAt: string;
            readAt: string | null;
        };
        OperatorStudioInput: {
            id: string;
            name: string;
            slug: string;
            /** @description When the studio signed up (ISO 8601, UTC). */
            signedUpAt: string;
            suspendedAt: string | null;
            suspensionReason: string | null;
            people: {
                principal: number;
                admin: number;
                expert: number;
                customer: number;
            };
            /** @description Sessions held or booked to start in the last 30 days. */
            sessions30d: number;
            /** @description Payments taken in the last 30 days, less refunds. */
            revenue30dCents: number;
            currency: string;
            health: {
                /** @description Emails that failed for good in the last 30 days. */
                failedEmails: number;
                /** @description Card charges declined in the last 30 days. */
                failedPayments: number;
                /** @description Emails and renewals waiting past their time by 15 minutes or more. */
                overdueJobs: number;
            };
        };
        OperatorStudioPageInput: {
            items: components["schemas"]["OperatorStudioInput"][];
            total: number;
            page: number;
            pageSize: number;
        };
        OutboxEmailInput: {
            id: string;
            toEmail: string;
            subject: string;
            textBody: string;
            kind: string;
            /** Format: date-time */
            createdAt: string;
        };
        MailSettingsInput: {
            delivery: boolean;
            mailbox: boolean;
        };
        OutboxPageInput: {
            items: components["schemas"]["OutboxEmailInput"][];
            total: number;
            page: number;
            pageSize: number;
        };
        FailedEmailInput: {
            id: string;
            toEmail: string;
            toName: string | null;
            subject: string;
            kind: string;
            attempts: number;
            reason: string | null;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            failedAt: string;
        };
        FailedEmailPageInput: {
            items: components["schemas"]["FailedEmailInput"][];
            total: number;
            page: number;
            pageSize: number;
        };
        EmailPreferencesInput: {
            language: ("en" | "fr" | "ar") | null;
            reminders: boolean;
            sessionNews: boolean;
            staffAlerts: boolean;
        };
        UnsubscribedInput: {
            studioName: string;
            /** @constant */
            reminders: false;
        };
        CustomerImportInputInput: {
            /** Format: base64 */
            file: string;
        };
        CustomerImportRowInput: {
            line: number;
            fullName: string;
            email: string;
            phone: string | null;
            language: ("en" | "fr" | "ar") | null;
            credits: {
                /** @enum {string} */
                kind: "assessment" | "training" | "youth" | "duo" | "family" | "virtual" | "nutrition" | "recovery" | "massage" | "group" | "boxing" | "studio";
                quantity: number;
            }[];
        };
        CustomerImportErrorInput: {
            line: number;
            field: string;
            message: string;
        };
        CustomerImportPreviewInput: {
            toCreate: components["schemas"]["CustomerImportRowInput"][];
            alreadyCustomers: {
                line: number;
                email: string;
            }[];
            errors: components["schemas"]["CustomerImportErrorInput"][];
            errorCount: number;
            rowCount: number;
            ignoredColumns: string[];
        };
        CustomerImportResultInput: {
            created: number;
            alreadyCustomers: number;
            credits: {
                /** @enum {string} */
                kind: "assessment" | "training" | "youth" | "duo" | "family" | "virtual" | "nutrition" | "recovery" | "massage" | "group" | "boxing" | "studio";
                quantity: number;
            }[];
        };
        StudioExportRequestInput: {
            /** @default false */
            includeBankNumbers: boolean;
            password?: string;
            code?: string;
        };
        StudioExportInput: {
            /** Format: uuid */
            id: string;
            /** @enum {string} */
            status: "queued" | "running" | "done" | "failed";
            progress: number;
            step: string;
            includeBankNumbers: boolean;
            requestedBy: string | null;
            archiveBytes: number | null;
            error: string | null;
            createdAt: string;
            finishedAt: string | null;
            expiresAt: string;
            expired: boolean;
        };
        StudioExportListInput: {
            items: components["schemas"]["StudioExportInput"][];
        };
        CustomerWaiversInput: {
            required: boolean;
            own: components["schemas"]["WaiverStatusInput"];
            dependants: {
                id: string;
                name: string;
                status: components["schemas"]["WaiverStatusInput"];
            }[];
        };
        WaiverToSignInput: {
            status: components["schemas"]["WaiverStatusInput"];
            contract: components["schemas"]["ContractInput"] | null;
        };
        OwnContractsInput: {
            items: components["schemas"]["ContractInput"][];
        };
        AddedBusiness: {
            businessId: string;
            businessName: string;
            businessSlug: string;
        };
        UserData: {
            id: string;
            email: string;
            fullName: string;
            /** @enum {string} */
            role: "principal" | "admin" | "expert" | "customer" | "operator";
            businessId: string;
            businessName: string;
            businessSlug: string;
            businessTimeZone: string;
            onboarded: boolean;
            emailVerified: boolean;
            twoFactorEnabled: boolean;
        };
        AuthSession: {
            userData: components["schemas"]["UserData"];
            abilityRules: {
                /** @enum {string} */
                action: "read" | "manage" | "admin";
                /** @enum {string} */
                subject: "service" | "customer" | "onBoard" | "all";
            }[];
        };
        TwoFactorRequired: {
            /** @constant */
            twoFactorRequired: true;
        };
        TwoStepSetup: {
            secret: string;
            otpauthUrl: string;
        };
        TwoStepRecoveryCodes: {
            recoveryCodes: string[];
        };
        PublicConfig: {
            demo: {
                enabled: boolean;
                password: string | null;
                accounts: {
                    email: string;
                    /** @enum {string} */
                    role: "principal" | "admin" | "expert" | "customer";
                    label: string;
                }[];
            };
            defaultBusinessSlug: string | null;
            oidc: {
                enabled: boolean;
                name: string;
            };
            map: {
                tileUrl: string | null;
            };
        };
        Problem: {
            type: string;
            title: string;
            status: number;
            detail?: string;
            instance?: string;
            errors?: {
                [key: string]: string[];
            };
        };
        ContractTemplateVersion: {
            version: number;
            createdAt: string;
            createdBy: string;
            publishedAt: string | null;
            requireResign: boolean;
            bodies: {
                en: string;
                fr: string;
                ar: string;
            };
        };
        ContractTemplate: {
            id: string;
            name: string;
            /** @enum {string} */
            kind: "waiver" | "membership_agreement" | "contractor_agreement" | "other";
            latestVersion: number;
            publishedVersion: number | null;
            requiredWaiver: boolean;
            issuedCount: number;
            updatedAt: string;
        };
        ContractTemplateDetail: {
            id: string;
            name: string;
            /** @enum {string} */
            kind: "waiver" | "membership_agreement" | "contractor_agreement" | "other";
            latestVersion: number;
            publishedVersion: number | null;
            requiredWaiver: boolean;
            issuedCount: number;
            updatedAt: string;
            versions: components["schemas"]["ContractTemplateVersion"][];
        };
        ContractTemplateList: {
            items: components["schemas"]["ContractTemplate"][];
        };
        ContractSettings: {
            requiredWaiverTemplateId: string | null;
        };
        ContractEvent: {
            seq: number;
            /** @enum {string} */
            type: "issued" | "emailed" | "reminded" | "viewed" | "consented" | "signed" | "countersigned" | "declined" | "voided" | "expired" | "downloaded" | "paper_recorded" | "excused";
            actorName: string;
            actorRole: string;
            at: string;
            ip: string | null;
            userAgent: string | null;
            documentSha256: string;
            consentSha256: string | null;
            detail: {
                [key: string]: string;
            };
            prevHash: string;
            hash: string;
        };
        Contract: {
            id: string;
            title: string;
            /** @enum {string} */
            kind: "waiver" | "membership_agreement" | "contractor_agreement" | "other";
            /** @enum {string} */
            status: "draft" | "sent" | "viewed" | "countersign" | "signed" | "declined" | "voided" | "expired" | "excused";
            /** @enum {string} */
            language: "en" | "fr" | "ar";
            templateId: string | null;
            templateVersion: number | null;
            person: {
                id: string;
                name: string;
                email: string;
            };
            dependant: {
                id: string;
                name: string;
            } | null;
            body: string;
            documentSha256: string;
            issuedAt: string;
            expiresAt: string | null;
            sentAt: string | null;
            viewedAt: string | null;
            signedAt: string | null;
            signedName: string | null;
            needsCountersign: boolean;
            countersignedAt: string | null;
            countersignedName: string | null;
            declinedAt: string | null;
            declineReason: string | null;
            voidedAt: string | null;
            voidReason: string | null;
            excusedReason: string | null;
            onPaper: boolean;
            hasPdf: boolean;
            pdfSha256: string | null;
        };
        ContractDetail: {
            id: string;
            title: string;
            /** @enum {string} */
            kind: "waiver" | "membership_agreement" | "contractor_agreement" | "other";
            /** @enum {string} */
            status: "draft" | "sent" | "viewed" | "countersign" | "signed" | "declined" | "voided" | "expired" | "excused";
            /** @enum {string} */
            language: "en" | "fr" | "ar";
            templateId: string | null;
            templateVersion: number | null;
            person: {
                id: string;
                name: string;
                email: string;
            };
            dependant: {
                id: string;
                name: string;
            } | null;
            body: string;
            documentSha256: string;
            issuedAt: string;
            expiresAt: string | null;
            sentAt: string | null;
            viewedAt: string | null;
            signedAt: string | null;
            signedName: string | null;
            needsCountersign: boolean;
            countersignedAt: string | null;
            countersignedName: string | null;
            declinedAt: string | null;
            declineReason: string | null;
            voidedAt: string | null;
            voidReason: string | null;
            excusedReason: string | null;
            onPaper: boolean;
            hasPdf: boolean;
            pdfSha256: string | null;
            events: components["schemas"]["ContractEvent"][];
        };
        ContractPage: {
            items: components["schemas"]["Contract"][];
            total: number;
            page: number;
            pageSize: number;
        };
        ContractToSign: {
            contract: components["schemas"]["Contract"];
            studioName: string;
            consent: {
                version: string;
                title: string;
                paragraphs: string[];
                agree: string;
            };
            signAs: ("signer" | "guardian" | "countersigner") | null;
        };
        ContractVerification: {
            chainValid: boolean;
            brokenAtSeq: number | null;
            documentValid: boolean;
            pdfValid: boolean | null;
            uploadMatches: boolean | null;
        };
        WaiverStatus: {
            /** @enum {string} */
            state: "not_required" | "signed" | "on_paper" | "excused" | "pending" | "unsigned";
            contractId: string | null;
            at: string | null;
        };
        Trip: {
            /** Format: uuid */
            sessionId: string;
            /** @enum {string} */
            status: "Requested" | "Confirmed" | "Completed" | "Rescheduled" | "Canceled" | "Tracking" | "Arrived";
            startsAt: string;
            offeringName: string;
            expert: {
                /** Format: uuid */
                id: string;
                name: string;
            };
            customer: {
                /** Format: uuid */
                id: string;
                name: string;
            };
            address: string | null;
            destination: {
                latitude: number;
                longitude: number;
            } | null;
            position: {
                latitude: number;
                longitude: number;
                accuracy: number | null;
                recordedAt: string;
            } | null;
            distanceMeters: number | null;
            eta: {
                minMinutes: number;
                maxMinutes: number;
            } | null;
            geofenceMeters: number;
        };
        DistanceRanking: {
            target: {
                /** Format: uuid */
                customerId: string;
                customerName: string;
                serviceId: string | null;
                address: string | null;
                point: {
                    latitude: number;
                    longitude: number;
                } | null;
            };
            offering: {
                /** Format: uuid */
                id: string;
                name: string;
            } | null;
            date: string;
            timeZone: string;
            experts: {
                /** Format: uuid */
                expertId: string;
                name: string;
                from: ("position" | "home") | null;
                point: {
                    latitude: number;
                    longitude: number;
                } | null;
                distanceMeters: number | null;
                eta: {
                    minMinutes: number;
                    maxMinutes: number;
                } | null;
                freeSlots: string[];
            }[];
        };
        ExpertCard: {
            id: string;
            name: string;
            photoPath: string | null;
            bio: string;
            specialities: string[];
            languages: string[];
        };
        BookingDays: {
            timeZone: string;
            offeringId: string;
            days: {
                date: string;
                /** @enum {string} */
                status: "open" | "closed" | "off" | "full";
            }[];
        };
        Availability: {
            date: string;
            timeZone: string;
            offeringId: string;
            durationMinutes: number;
            slots: {
                time: string;
                startsAt: string;
                endsAt: string;
                expertIds: string[];
            }[];
        };
        ExpertAvailability: {
            expert: {
                id: string;
                name: string;
            };
            timeZone: string;
            hours: {
                weekday: number;
                start: string;
                end: string;
            }[];
            exceptions: {
                id: string;
                /** @enum {string} */
                kind: "time_off" | "custom_hours";
                startsOn: string;
                endsOn: string;
                start: string | null;
                end: string | null;
                note: string;
            }[];
        };
        AvailabilityException: {
            id: string;
            /** @enum {string} */
            kind: "time_off" | "custom_hours";
            startsOn: string;
            endsOn: string;
            start: string | null;
            end: string | null;
            note: string;
        };
        ExpertList: {
            items: components["schemas"]["ExpertCard"][];
        };
        Offering: {
            id: string;
            name: string;
            description: string;
            /** @enum {string} */
            serviceType: "Assessment" | "Training" | "Duo" | "Family" | "Youth" | "Nutrition" | "Recovery" | "Massage" | "Boxing" | "Group Coaching" | "Studio Training" | "Studio Boxing" | "Virtual Training" | "Virtual Nutrition";
            /** @enum {string} */
            category: "assessment" | "training" | "youth" | "duo" | "family" | "virtual" | "nutrition" | "recovery" | "massage" | "group" | "boxing" | "studio";
            /** @enum {string} */
            place: "studio" | "home" | "virtual";
            durationMinutes: number;
            /** @enum {string} */
            creditKind: "assessment" | "training" | "youth" | "duo" | "family" | "virtual" | "nutrition" | "recovery" | "massage" | "group" | "boxing" | "studio";
            creditsNeeded: number;
            priceCents: number | null;
            participantsMin: number;
            participantsMax: number;
            travelBufferMinutes: number;
            experts: {
                id: string;
                name: string;
            }[];
            deliveredBy: components["schemas"]["ExpertCard"][];
            locations: {
                id: string;
                display: string;
                active: boolean;
            }[];
            active: boolean;
            createdAt: string;
            updatedAt: string;
        };
        OfferingPage: {
            items: components["schemas"]["Offering"][];
            total: number;
            page: number;
            pageSize: number;
        };
        BookableOfferings: {
            items: components["schemas"]["Offering"][];
        };
        Service: {
            id: string;
            offering: {
                id: string;
                name: string;
            };
            /** @enum {string} */
            serviceType: "Assessment" | "Training" | "Duo" | "Family" | "Youth" | "Nutrition" | "Recovery" | "Massage" | "Boxing" | "Group Coaching" | "Studio Training" | "Studio Boxing" | "Virtual Training" | "Virtual Nutrition";
            /** @enum {string} */
            category: "assessment" | "training" | "youth" | "duo" | "family" | "virtual" | "nutrition" | "recovery" | "massage" | "group" | "boxing" | "studio";
            /** @enum {string} */
            place: "studio" | "home" | "virtual";
            /** @enum {string} */
            status: "Requested" | "Confirmed" | "Completed" | "Rescheduled" | "Canceled" | "Tracking" | "Arrived";
            startsAt: string;
            endsAt: string;
            timeZone: string;
            durationMinutes: number;
            travelBufferMinutes: number;
            expert: {
                id: string;
                name: string;
            };
            customer: {
                id: string;
                name: string;
            };
            participants: {
                name: string;
            }[];
            location: {
                id: string;
                display: string;
            } | null;
            address: string | null;
            point: {
                latitude: number;
                longitude: number;
            } | null;
            notes: string;
            reminderMinutes: number | null;
            credits: {
                kind: ("assessment" | "training" | "youth" | "duo" | "family" | "virtual" | "nutrition" | "recovery" | "massage" | "group" | "boxing" | "studio") | null;
                quantity: number;
                hold: ("held" | "spent" | "released") | null;
            };
            priceCents: number | null;
            cancelReason: string | null;
            completionNotes: string | null;
            completedAt: string | null;
            canceledAt: string | null;
            review: {
                stars: number;
                text: string;
                createdAt: string;
            } | null;
            allowedTransitions: ("Requested" | "Confirmed" | "Completed" | "Rescheduled" | "Canceled" | "Tracking" | "Arrived")[];
            canReview: boolean;
            createdAt: string;
            updatedAt: string;
        };
        ServicePage: {
            items: {
                id: string;
                offering: {
                    id: string;
                    name: string;
                };
                /** @enum {string} */
                serviceType: "Assessment" | "Training" | "Duo" | "Family" | "Youth" | "Nutrition" | "Recovery" | "Massage" | "Boxing" | "Group Coaching" | "Studio Training" | "Studio Boxing" | "Virtual Training" | "Virtual Nutrition";
                /** @enum {string} */
                category: "assessment" | "training" | "youth" | "duo" | "family" | "virtual" | "nutrition" | "recovery" | "massage" | "group" | "boxing" | "studio";
                /** @enum {string} */
                place: "studio" | "home" | "virtual";
                /** @enum {string} */
                status: "Requested" | "Confirmed" | "Completed" | "Rescheduled" | "Canceled" | "Tracking" | "Arrived";
                startsAt: string;
                endsAt: string;
                timeZone: string;
                durationMinutes: number;
                travelBufferMinutes: number;
                expert: {
                    id: string;
                    name: string;
                };
                customer: {
                    id: string;
                    name: string;
                };
                participants: {
                    name: string;
                }[];
                location: {
                    id: string;
                    display: string;
                } | null;
                address: string | null;
                point: {
                    latitude: number;
                    longitude: number;
                } | null;
                notes: string;
                reminderMinutes: number | null;
                credits: {
                    kind: ("assessment" | "training" | "youth" | "duo" | "family" | "virtual" | "nutrition" | "recovery" | "massage" | "group" | "boxing" | "studio") | null;
                    quantity: number;
                    hold: ("held" | "spent" | "released") | null;
                };
                priceCents: number | null;
                cancelReason: string | null;
                completionNotes: string | null;
                completedAt: string | null;
                canceledAt: string | null;
                review: {
                    stars: number;
                    text: string;
                    createdAt: string;
                } | null;
                allowedTransitions: ("Requested" | "Confirmed" | "Completed" | "Rescheduled" | "Canceled" | "Tracking" | "Arrived")[];
                canReview: boolean;
                createdAt: string;
                updatedAt: string;
            }[];
            total: number;
            page: number;
            pageSize: number;
        };
        BookingConflict: {
            type: string;
            title: string;
            status: number;
            detail?: string;
            instance?: string;
            errors?: {
                [key: string]: string[];
            };
            nearestSlots?: {
                time: string;
                startsAt: string;
                endsAt: string;
                expertIds: string[];
                date: string;
            }[];
        };
        ServiceHistory: {
            items: {
                id: string;
                from: ("Requested" | "Confirmed" | "Completed" | "Rescheduled" | "Canceled" | "Tracking" | "Arrived") | null;
                /** @enum {string} */
                to: "Requested" | "Confirmed" | "Completed" | "Rescheduled" | "Canceled" | "Tracking" | "Arrived";
                actor: {
                    id: string;
                    name: string;
                    role: string | null;
                } | null;
                reason: string | null;
                startsAt: string;
                previousStartsAt: string | null;
                at: string;
            }[];
        };
        GroupScheduleConflict: {
            type: string;
            title: string;
            status: number;
            detail: string;
            instance?: string;
            errors?: {
                [key: string]: string[];
            };
            conflicts: {
                startsAt: string;
                endsAt: string;
                what: string;
            }[];
        };
        Calendar: {
            from: string;
            to: string;
            timeZone: string;
            items: {
                id: string;
                startsAt: string;
                endsAt: string;
                /** @enum {string} */
                status: "Requested" | "Confirmed" | "Completed" | "Rescheduled" | "Canceled" | "Tracking" | "Arrived";
                offeringName: string;
                /** @enum {string} */
                serviceType: "Assessment" | "Training" | "Duo" | "Family" | "Youth" | "Nutrition" | "Recovery" | "Massage" | "Boxing" | "Group Coaching" | "Studio Training" | "Studio Boxing" | "Virtual Training" | "Virtual Nutrition";
                /** @enum {string} */
                category: "assessment" | "training" | "youth" | "duo" | "family" | "virtual" | "nutrition" | "recovery" | "massage" | "group" | "boxing" | "studio";
                /** @enum {string} */
                place: "studio" | "home" | "virtual";
                location: string | null;
                expert: {
                    id: string;
                    name: string;
                };
                customer: {
                    id: string;
                    name: string;
                };
                /** @constant */
                kind?: "class";
                groupId?: string;
            }[];
            classes: {
                id: string;
                startsAt: string;
                endsAt: string;
                /** @enum {string} */
                status: "Requested" | "Confirmed" | "Completed" | "Rescheduled" | "Canceled" | "Tracking" | "Arrived";
                offeringName: string;
                /** @enum {string} */
                serviceType: "Assessment" | "Training" | "Duo" | "Family" | "Youth" | "Nutrition" | "Recovery" | "Massage" | "Boxing" | "Group Coaching" | "Studio Training" | "Studio Boxing" | "Virtual Training" | "Virtual Nutrition";
                /** @enum {string} */
                category: "assessment" | "training" | "youth" | "duo" | "family" | "virtual" | "nutrition" | "recovery" | "massage" | "group" | "boxing" | "studio";
                /** @enum {string} */
                place: "studio" | "home" | "virtual";
                location: string | null;
                expert: {
                    id: string;
                    name: string;
                };
                customer: {
                    id: string;
                    name: string;
                };
                /** @constant */
                kind?: "class";
                groupId?: string;
            }[];
            truncated: boolean;
        };
        CalendarFeedStatus: {
            active: boolean;
            createdAt: string | null;
            lastUsedAt: string | null;
        };
        CalendarFeedCreated: {
            url: string;
            createdAt: string;
            replaced: boolean;
        };
        Customer: {
            id: string;
            fullName: string;
            email: string;
            phone: string | null;
            /** @enum {string} */
            status: "active" | "invited" | "deactivated";
            onboarded: boolean;
            createdAt: string;
            creditsAvailable: number;
            pendingPurchases: number;
            owedCents: number;
        };
        CustomerPage: {
            items: components["schemas"]["Customer"][];
            total: number;
            page: number;
            pageSize: number;
        };
        AdminDashboard: {
            period: {
                /** @enum {string} */
                period: "today" | "week" | "month" | "custom";
                from: string;
                to: string;
                previousFrom: string;
                previousTo: string;
                timeZone: string;
            };
            revenueCents: {
                value: number;
                previous: number;
                change: number | null;
            };
            cashCents: {
                value: number;
                previous: number;
                change: number | null;
            };
            creditsSold: {
                value: number;
                previous: number;
                change: number | null;
            };
            creditsUsed: {
                value: number;
                previous: number;
                change: number | null;
            };
            deferredRevenueCents: number;
            sessions: {
                value: number;
                previous: number;
                change: number | null;
            };
            sessionsByStatus: {
                /** @enum {string} */
                status: "Requested" | "Confirmed" | "Completed" | "Rescheduled" | "Canceled" | "Tracking" | "Arrived";
                count: number;
            }[];
            sessionsByType: {
                /** @enum {string} */
                type: "Assessment" | "Training" | "Duo" | "Family" | "Youth" | "Nutrition" | "Recovery" | "Massage" | "Boxing" | "Group Coaching" | "Studio Training" | "Studio Boxing" | "Virtual Training" | "Virtual Nutrition";
                count: number;
            }[];
            utilisation: {
                value: number;
                previous: number;
                change: number | null;
            };
            experts: {
                expertId: string;
                name: string;
                bookedMinutes: number;
                availableMinutes: number;
            }[];
            activeMembers: {
                value: number;
                previous: number;
                change: number | null;
            };
            newMembers: {
                value: number;
                previous: number;
                change: number | null;
            };
            atRiskMembers: number;
            lateCancels: {
                value: number;
                previous: number;
                change: number | null;
            };
            topOfferings: {
                offeringId: string;
                name: string;
                sessions: number;
            }[];
            memberships: {
                mrrCents: number;
                active: number;
                frozen: number;
                pastDue: number;
                started: {
                    value: number;
                    previous: number;
                    change: number | null;
                };
                canceled: {
                    value: number;
                    previous: number;
                    change: number | null;
                };
                churnPercent: number | null;
                failedPayments: {
                    value: number;
                    previous: number;
                    change: number | null;
                };
                recoveryPercent: number | null;
            };
        };
        DashboardList: {
            /** @enum {string} */
            list: "revenue" | "cash" | "creditsSold" | "creditsUsed" | "sessions" | "lateCancels" | "activeMembers" | "newMembers" | "atRiskMembers" | "utilisation" | "topOfferings";
            columns: string[];
            rows: (string | number | null)[][];
        };
        ExpertDashboard: {
            timeZone: string;
            today: {
                id: string;
                offeringId: string;
                offeringName: string;
                /** @enum {string} */
                serviceType: "Assessment" | "Training" | "Duo" | "Family" | "Youth" | "Nutrition" | "Recovery" | "Massage" | "Boxing" | "Group Coaching" | "Studio Training" | "Studio Boxing" | "Virtual Training" | "Virtual Nutrition";
                /** @enum {string} */
                status: "Requested" | "Confirmed" | "Completed" | "Rescheduled" | "Canceled" | "Tracking" | "Arrived";
                startsAt: string;
                endsAt: string;
                customerName: string;
                expertName: string;
            }[];
            week: {
                id: string;
                offeringId: string;
                offeringName: string;
                /** @enum {string} */
                serviceType: "Assessment" | "Training" | "Duo" | "Family" | "Youth" | "Nutrition" | "Recovery" | "Massage" | "Boxing" | "Group Coaching" | "Studio Training" | "Studio Boxing" | "Virtual Training" | "Virtual Nutrition";
                /** @enum {string} */
                status: "Requested" | "Confirmed" | "Completed" | "Rescheduled" | "Canceled" | "Tracking" | "Arrived";
                startsAt: string;
                endsAt: string;
                customerName: string;
                expertName: string;
            }[];
            todayClasses: {
                occurrenceId: string;
                groupId: string;
                name: string;
                /** @enum {string} */
                kind: "Group Class" | "Bootcamp" | "Sports Camp";
                startsAt: string;
                endsAt: string;
                seatsTaken: number;
                capacity: number;
            }[];
            weekClasses: {
                occurrenceId: string;
                groupId: string;
                name: string;
                /** @enum {string} */
                kind: "Group Class" | "Bootcamp" | "Sports Camp";
                startsAt: string;
                endsAt: string;
                seatsTaken: number;
                capacity: number;
            }[];
            requests: {
                id: string;
                offeringId: string;
                offeringName: string;
                /** @enum {string} */
                serviceType: "Assessment" | "Training" | "Duo" | "Family" | "Youth" | "Nutrition" | "Recovery" | "Massage" | "Boxing" | "Group Coaching" | "Studio Training" | "Studio Boxing" | "Virtual Training" | "Virtual Nutrition";
                /** @enum {string} */
                status: "Requested" | "Confirmed" | "Completed" | "Rescheduled" | "Canceled" | "Tracking" | "Arrived";
                startsAt: string;
                endsAt: string;
                customerName: string;
                expertName: string;
            }[];
            utilisation: {
                value: number;
                previous: number;
                change: number | null;
            };
            clients: number;
            averageRating: number | null;
            reviews: {
                serviceId: string;
                customerName: string;
                offeringName: string;
                stars: number;
                text: string | null;
                reviewedAt: string;
            }[];
        };
        ProviderClients: {
            timeZone: string;
            items: {
                customerId: string;
                fullName: string;
                email: string;
                lastSession: string | null;
                nextSession: string | null;
                creditsLeft: number;
                medicalFlag: boolean;
            }[];
        };
        ProviderClient: {
            timeZone: string;
            profile: {
                customerId: string;
                fullName: string;
                email: string;
                phone: string | null;
                memberSince: string;
                medicalFlag: boolean;
                sports: string[];
                goals: string[];
            };
            sessions: {
                id: string;
                offeringId: string;
                offeringName: string;
                /** @enum {string} */
                serviceType: "Assessment" | "Training" | "Duo" | "Family" | "Youth" | "Nutrition" | "Recovery" | "Massage" | "Boxing" | "Group Coaching" | "Studio Training" | "Studio Boxing" | "Virtual Training" | "Virtual Nutrition";
                /** @enum {string} */
                status: "Requested" | "Confirmed" | "Completed" | "Rescheduled" | "Canceled" | "Tracking" | "Arrived";
                startsAt: string;
                endsAt: string;
                customerName: string;
                expertName: string;
                completionNotes: string | null;
                hasPlan: boolean;
            }[];
            perMonth: {
                month: string;
                sessions: number;
            }[];
            notes: {
                id: string;
                text: string;
                authorName: string;
                createdAt: string;
            }[];
        };
        SetupChecklist: {
            steps: {
                /** @enum {string} */
                step: "hours" | "location" | "offering" | "creditPack" | "team" | "signupLink" | "cardPayments";
                done: boolean;
                counted: boolean;
            }[];
            done: number;
            total: number;
            finished: boolean;
            dismissed: boolean;
        };
        MemberDashboard: {
            timeZone: string;
            next: {
                id: string;
                offeringId: string;
                offeringName: string;
                /** @enum {string} */
                serviceType: "Assessment" | "Training" | "Duo" | "Family" | "Youth" | "Nutrition" | "Recovery" | "Massage" | "Boxing" | "Group Coaching" | "Studio Training" | "Studio Boxing" | "Virtual Training" | "Virtual Nutrition";
                /** @enum {string} */
                status: "Requested" | "Confirmed" | "Completed" | "Rescheduled" | "Canceled" | "Tracking" | "Arrived";
                startsAt: string;
                endsAt: string;
                customerName: string;
                expertName: string;
                service: {
                    id: string;
                    offering: {
                        id: string;
                        name: string;
                    };
                    /** @enum {string} */
                    serviceType: "Assessment" | "Training" | "Duo" | "Family" | "Youth" | "Nutrition" | "Recovery" | "Massage" | "Boxing" | "Group Coaching" | "Studio Training" | "Studio Boxing" | "Virtual Training" | "Virtual Nutrition";
                    /** @enum {string} */
                    category: "assessment" | "training" | "youth" | "duo" | "family" | "virtual" | "nutrition" | "recovery" | "massage" | "group" | "boxing" | "studio";
                    /** @enum {string} */
                    place: "studio" | "home" | "virtual";
                    /** @enum {string} */
                    status: "Requested" | "Confirmed" | "Completed" | "Rescheduled" | "Canceled" | "Tracking" | "Arrived";
                    startsAt: string;
                    endsAt: string;
                    timeZone: string;
                    durationMinutes: number;
                    travelBufferMinutes: number;
                    expert: {
                        id: string;
                        name: string;
                    };
                    customer: {
                        id: string;
                        name: string;
                    };
                    participants: {
                        name: string;
                    }[];
                    location: {
                        id: string;
                        display: string;
                    } | null;
                    address: string | null;
                    point: {
                        latitude: number;
                        longitude: number;
                    } | null;
                    notes: string;
                    reminderMinutes: number | null;
                    credits: {
                        kind: ("assessment" | "training" | "youth" | "duo" | "family" | "virtual" | "nutrition" | "recovery" | "massage" | "group" | "boxing" | "studio") | null;
                        quantity: number;
                        hold: ("held" | "spent" | "released") | null;
                    };
                    priceCents: number | null;
                    cancelReason: string | null;
                    completionNotes: string | null;
                    completedAt: string | null;
                    canceledAt: string | null;
                    review: {
                        stars: number;
                        text: string;
                        createdAt: string;
                    } | null;
                    allowedTransitions: ("Requested" | "Confirmed" | "Completed" | "Rescheduled" | "Canceled" | "Tracking" | "Arrived")[];
                    canReview: boolean;
                    createdAt: string;
                    updatedAt: string;
                };
            }[];
            credits: {
                kind: string;
                available: number;
                held: number;
                expiringSoon: number;
                expiresAt: string | null;
            }[];
            bookAgain: {
                offeringId: string;
                name: string;
                /** @enum {string} */
                serviceType: "Assessment" | "Training" | "Duo" | "Family" | "Youth" | "Nutrition" | "Recovery" | "Massage" | "Boxing" | "Group Coaching" | "Studio Training" | "Studio Boxing" | "Virtual Training" | "Virtual Nutrition";
            }[];
            toReview: {
                id: string;
                offeringId: string;
                offeringName: string;
                /** @enum {string} */
                serviceType: "Assessment" | "Training" | "Duo" | "Family" | "Youth" | "Nutrition" | "Recovery" | "Massage" | "Boxing" | "Group Coaching" | "Studio Training" | "Studio Boxing" | "Virtual Training" | "Virtual Nutrition";
                /** @enum {string} */
                status: "Requested" | "Confirmed" | "Completed" | "Rescheduled" | "Canceled" | "Tracking" | "Arrived";
                startsAt: string;
                endsAt: string;
                customerName: string;
                expertName: string;
            }[];
            recent: {
                id: string;
                offeringId: string;
                offeringName: string;
                /** @enum {string} */
                serviceType: "Assessment" | "Training" | "Duo" | "Family" | "Youth" | "Nutrition" | "Recovery" | "Massage" | "Boxing" | "Group Coaching" | "Studio Training" | "Studio Boxing" | "Virtual Training" | "Virtual Nutrition";
                /** @enum {string} */
                status: "Requested" | "Confirmed" | "Completed" | "Rescheduled" | "Canceled" | "Tracking" | "Arrived";
                startsAt: string;
                endsAt: string;
                customerName: string;
                expertName: string;
            }[];
            unreadNotifications: number;
        };
        ReplicaHealth: {
            /** @enum {string} */
            state: "ok" | "lagging" | "down";
            lagSeconds: number | null;
        };
        Health: {
            /** @constant */
            status: "ok";
            /** @enum {string} */
            database: "pglite" | "postgres";
            version: string;
            replica?: components["schemas"]["ReplicaHealth"];
        };
        Liveness: {
            /** @constant */
            status: "ok";
            uptimeSeconds: number;
        };
        ApiKey: {
            id: string;
            name: string;
            /** @description The public start of the key, shown to recognise it. */
            prefix: string;
            scopes: string[];
            expiresAt: string | null;
            lastUsedAt: string | null;
            revokedAt: string | null;
            createdAt: string;
            /** @description Who created it. */
            createdBy: string | null;
        };
        ApiKeyCreated: {
            key: components["schemas"]["ApiKey"];
            /** @description The whole key: shown this once, never again. */
            secret: string;
        };
        WebhookEndpoint: {
            id: string;
            url: string;
            description: string;
            eventTypes: string[];
            enabled: boolean;
            disabledReason: ("gone" | "failing" | "owner") | null;
            disabledAt: string | null;
            failingSince: string | null;
            createdAt: string;
        };
        WebhookEndpointCreated: {
            endpoint: components["schemas"]["WebhookEndpoint"];
            /** @description The signing secret (whsec_...): shown this once. */
            secret: string;
        };
        WebhookAttempt: {
            number: number;
            at: string;
            statusCode: number | null;
            latencyMs: number;
            responseExcerpt: string;
            error: string | null;
            manual: boolean;
        };
        WebhookDelivery: {
            id: string;
            eventType: string;
            /** @enum {string} */
            status: "pending" | "succeeded" | "failed";
            attempts: components["schemas"]["WebhookAttempt"][];
            nextAttemptAt: string | null;
            createdAt: string;
            payload: {
                [key: string]: unknown;
            };
        };
        LandingContent: {
            hero: {
                title: string;
                tagline: string;
            };
            features: {
                title: string;
                text: string;
            }[];
            faq: {
                question: string;
                answer: string;
            }[];
            testimonials: {
                quote: string;
                author: string;
            }[];
        };
        LandingPage: {
            /** @enum {string} */
            locale: "en" | "fr" | "ar";
            content: components["schemas"]["LandingContent"];
            edited: boolean;
            updatedAt: string | null;
        };
        StudioContact: {
            businessName: string;
            location: string | null;
            hours: {
                weekday: number;
                opensAt: string | null;
                closesAt: string | null;
                closed: boolean;
            }[];
        };
        SessionOutsideHours: {
            id: string;
            /** Format: date-time */
            startsAt: string;
            /** Format: date-time */
            endsAt: string;
            offeringName: string;
            customerName: string;
            expertName: string;
            status: string;
        };
        HoursCheck: {
            sessions: components["schemas"]["SessionOutsideHours"][];
        };
        BusinessProfile: {
            id: string;
            name: string;
            slug: string;
            timeZone: string;
            contactEmail: string | null;
            contactPhone: string | null;
            hours: {
                day: string;
                open: string | null;
                close: string | null;
                closed: boolean;
                openDisplay: string;
                closeDisplay: string;
            }[];
            amenities: string[];
            accessibility: string[];
            equipment: string[];
            specialities: string[];
            languages: string[];
            freeCancelHours: number;
            bookBeforePaying: boolean;
            maxUnpaidPurchases: number;
            arrivalGeofenceMeters: number;
            hasLogo: boolean;
            logoVersion: number;
            brandColor: string | null;
            publicPath: string;
            signupPath: string;
        };
        StudioLocation: {
            id: string;
            code: string;
            display: string;
            state: string;
            address: string | null;
            latitude: number | null;
            longitude: number | null;
            active: boolean;
            isDefault: boolean;
        };
        TeamMember: {
            id: string;
            name: string;
            email: string;
            /** @enum {string} */
            role: "principal" | "admin" | "expert";
            /** @enum {string} */
            status: "active" | "invited" | "deactivated";
            isMe: boolean;
        };
        TeamInvitation: {
            id: string;
            email: string;
            /** @enum {string} */
            role: "principal" | "admin" | "expert";
            /** @enum {string} */
            state: "pending" | "expired" | "accepted" | "revoked";
            /** Format: date-time */
            expiresAt: string;
            /** Format: date-time */
            sentAt: string;
        };
        SentTeamInvitation: {
            id: string;
            email: string;
            /** @enum {string} */
            role: "principal" | "admin" | "expert";
            /** @enum {string} */
            state: "pending" | "expired" | "accepted" | "revoked";
            /** Format: date-time */
            expiresAt: string;
            /** Format: date-time */
            sentAt: string;
            link: string;
        };
        Team: {
            members: components["schemas"]["TeamMember"][];
            invitations: components["schemas"]["TeamInvitation"][];
        };
        InvitationPreview: {
            businessName: string;
            email: string;
            /** @enum {string} */
            role: "principal" | "admin" | "expert";
            accountExists: boolean;
        };
        SessionToReassign: {
            id: string;
            /** Format: date-time */
            startsAt: string;
            offeringName: string;
            customerName: string;
        };
        Deactivation: {
            member: components["schemas"]["TeamMember"];
            upcomingSessions: components["schemas"]["SessionToReassign"][];
        };
        PublicStudio: {
            name: string;
            slug: string;
            timeZone: string;
            hasLogo: boolean;
            logoVersion: number;
            contactEmail: string | null;
            contactPhone: string | null;
            hours: {
                day: string;
                open: string | null;
                close: string | null;
                closed: boolean;
                openDisplay: string;
                closeDisplay: string;
            }[];
            amenities: string[];
            accessibility: string[];
            locations: {
                display: string;
                address: string | null;
            }[];
            offerings: {
                id: string;
                name: string;
                serviceType: string;
                durationMinutes: number;
                priceCents: number | null;
                credits: number;
            }[];
        };
        Client: {
            id: string;
            fullName: string;
            email: string;
            phone: string | null;
            primaryExpert: {
                id: string;
                name: string;
            } | null;
        };
        ClientPage: {
            items: components["schemas"]["Client"][];
            total: number;
            page: number;
            pageSize: number;
        };
        StaffProfile: {
            fullName: string;
            phone: string | null;
            bio: string;
            specialities: string[];
            languages: string[];
            photoPath: string | null;
            homeBase: {
                address: string | null;
                latitude: number | null;
                longitude: number | null;
            } | null;
        };
        ShellPictures: {
            logoPath: string | null;
            photoPath: string | null;
            brandColor: string | null;
        };
        MyBusinesses: {
            items: {
                businessId: string;
                businessName: string;
                role: string;
                current: boolean;
            }[];
        };
        HealthAnswers: {
            medicalFlag: boolean;
            medical: {
                [key: string]: {
                    answer: boolean;
                    details: string;
                };
            } | null;
            nutrition: {
                [key: string]: string;
            } | null;
        };
        MemberProfile: {
            fullName: string;
            email: string;
            phone: string | null;
            dateOfBirth: string | null;
            address: string | null;
            city: string | null;
            latitude: number | null;
            longitude: number | null;
            emergencyContactName: string | null;
            emergencyContactPhone: string | null;
            sports: string[];
            goals: string[];
            languages: string[];
            medicalFlag: boolean;
            hasPhoto: boolean;
            photoVersion: number;
            termsVersion: string | null;
            privacyVersion: string | null;
            consentedAt: string | null;
            medical: {
                [key: string]: {
                    answer: boolean;
                    details: string;
                };
            } | null;
            nutrition: {
                [key: string]: string;
            } | null;
            citySuggestions: string[];
        };
        CustomerProfile: {
            fullName: string;
            email: string;
            phone: string | null;
            dateOfBirth: string | null;
            address: string | null;
            city: string | null;
            latitude: number | null;
            longitude: number | null;
            emergencyContactName: string | null;
            emergencyContactPhone: string | null;
            sports: string[];
            goals: string[];
            languages: string[];
            medicalFlag: boolean;
            hasPhoto: boolean;
            photoVersion: number;
            termsVersion: string | null;
            privacyVersion: string | null;
            consentedAt: string | null;
            id: string;
        };
        Onboarding: {
            fullName: string;
            email: string;
            phone: string | null;
            dateOfBirth: string | null;
            address: string | null;
            city: string | null;
            latitude: number | null;
            longitude: number | null;
            emergencyContactName: string | null;
            emergencyContactPhone: string | null;
            sports: string[];
            goals: string[];
            languages: string[];
            medicalFlag: boolean;
            hasPhoto: boolean;
            photoVersion: number;
            termsVersion: string | null;
            privacyVersion: string | null;
            consentedAt: string | null;
            medical: {
                [key: string]: {
                    answer: boolean;
                    details: string;
                };
            } | null;
            nutrition: {
                [key: string]: string;
            } | null;
            citySuggestions: string[];
            /** @enum {string} */
            nextStep: "profile" | "interests" | "medical" | "nutrition" | "consent" | "done";
            policies: {
                terms: {
                    version: string;
                    date: string;
                };
                privacy: {
                    version: string;
                    date: string;
                };
            };
        };
        HouseholdMember: {
            id: string;
            fullName: string;
            /** @enum {string} */
            relationship: "partner" | "child" | "parent" | "sibling" | "friend" | "other";
            dateOfBirth: string;
            medicalNote: string;
        };
        CreditPack: {
            id: string;
            /** @enum {string} */
            type: "credit_pack" | "service_package";
            name: string;
            description: string;
            priceCents: number;
            grants: {
                /** @enum {string} */
                kind: "assessment" | "training" | "youth" | "duo" | "family" | "virtual" | "nutrition" | "recovery" | "massage" | "group" | "boxing" | "studio";
                quantity: number;
            }[];
            expiryDays: number | null;
            active: boolean;
            createdAt: string;
            updatedAt: string;
        };
        CreditPackPage: {
            items: components["schemas"]["CreditPack"][];
            total: number;
            page: number;
            pageSize: number;
        };
        Shop: {
            items: components["schemas"]["CreditPack"][];
            cardPayments: boolean;
            bookBeforePaying: boolean;
        };
        Purchase: {
            id: string;
            customerId: string;
            packId: string | null;
            /** @enum {string} */
            packType: "credit_pack" | "service_package" | "membership";
            packName: string;
            priceCents: number;
            grants: {
                /** @enum {string} */
                kind: "assessment" | "training" | "youth" | "duo" | "family" | "virtual" | "nutrition" | "recovery" | "massage" | "group" | "boxing" | "studio";
                quantity: number;
            }[];
            expiryDays: number | null;
            /** @enum {string} */
            paymentMethod: "studio" | "card";
            /** @enum {string} */
            status: "pending" | "paid" | "partially_refunded" | "refunded" | "canceled";
            createdAt: string;
            paidAt: string | null;
            canceledAt: string | null;
            creditsExpireAt: string | null;
            creditsBeforePayment: boolean;
            owedCents: number;
            writtenOffAt: string | null;
            writeOffReason: string | null;
            payment: {
                id: string;
                receiptNumber: number;
                /** @enum {string} */
                method: "cash" | "card";
                amountCents: number;
                refundedCents: number;
                createdAt: string;
            } | null;
        };
        PurchasePage: {
            items: components["schemas"]["Purchase"][];
            total: number;
            page: number;
            pageSize: number;
        };
        Refund: {
            id: string;
            paymentId: string;
            amountCents: number;
            reason: string;
            credits: {
                /** @enum {string} */
                kind: "assessment" | "training" | "youth" | "duo" | "family" | "virtual" | "nutrition" | "recovery" | "massage" | "group" | "boxing" | "studio";
                quantity: number;
            }[];
            createdAt: string;
        };
        Receipt: {
            purchase: components["schemas"]["Purchase"];
            business: {
                name: string;
                timeZone: string;
            };
            customer: {
                name: string;
                email: string;
            };
            refunds: {
                amountCents: number;
                credits: {
                    /** @enum {string} */
                    kind: "assessment" | "training" | "youth" | "duo" | "family" | "virtual" | "nutrition" | "recovery" | "massage" | "group" | "boxing" | "studio";
                    quantity: number;
                }[];
                createdAt: string;
            }[];
        };
        Payment: {
            id: string;
            receiptNumber: number;
            createdAt: string;
            customer: {
                id: string;
                name: string;
                email: string;
            };
            /** @enum {string} */
            method: "cash" | "card";
            amountCents: number;
            refundedCents: number;
            netCents: number;
            purchaseId: string | null;
            packName: string | null;
            note: string | null;
            recordedBy: string | null;
            refunds: components["schemas"]["Refund"][];
            purchaseCredits: {
                /** @enum {string} */
                kind: "assessment" | "training" | "youth" | "duo" | "family" | "virtual" | "nutrition" | "recovery" | "massage" | "group" | "boxing" | "studio";
                granted: number;
                takenBack: number;
                unused: number;
            }[];
        };
        PaymentPage: {
            items: components["schemas"]["Payment"][];
            total: number;
            page: number;
            pageSize: number;
            totals: {
                count: number;
                amountCents: number;
                refundedCents: number;
                netCents: number;
            };
        };
        CustomerCredits: {
            timeZone: string;
            balances: {
                /** @enum {string} */
                kind: "assessment" | "training" | "youth" | "duo" | "family" | "virtual" | "nutrition" | "recovery" | "massage" | "group" | "boxing" | "studio";
                available: number;
                held: number;
                expiring: {
                    expiresAt: string;
                    quantity: number;
                }[];
            }[];
            history: {
                items: {
                    id: string;
                    /** @enum {string} */
                    kind: "assessment" | "training" | "youth" | "duo" | "family" | "virtual" | "nutrition" | "recovery" | "massage" | "group" | "boxing" | "studio";
                    /** @enum {string} */
                    type: "grant" | "hold" | "release" | "spend" | "expiry" | "adjustment" | "refund" | "cancel";
                    availableDelta: number;
                    heldDelta: number;
                    availableAfter: number;
                    heldAfter: number;
                    reason: string | null;
                    serviceId: string | null;
                    createdAt: string;
                }[];
                total: number;
                page: number;
                pageSize: number;
            };
        };
        Payee: {
            id: string;
            name: string;
            /** @enum {string} */
            kind: "expert" | "contractor";
            taxIdLast4: string;
            routingNumber: string;
            accountLast4: string;
            /** @enum {string} */
            accountType: "checking" | "savings";
            paidOutsideAch: boolean;
            teamMemberId: string | null;
            createdAt: string;
            updatedAt: string;
        };
        BankAccount: {
            holderName: string;
            routingNumber: string;
            accountLast4: string;
            ein: string | null;
            bankName: string | null;
            immediateOrigin: string | null;
            updatedAt: string;
        };
        Notification: {
            /** Format: uuid */
            id: string;
            kind: string;
            data: {
                [key: string]: unknown;
            };
            link: string | null;
            createdAt: string;
            readAt: string | null;
        };
        OperatorStudio: {
            id: string;
            name: string;
            slug: string;
            /** @description When the studio signed up (ISO 8601, UTC). */
            signedUpAt: string;
            suspendedAt: string | null;
            suspensionReason: string | null;
            people: {
                principal: number;
                admin: number;
                expert: number;
                customer: number;
            };
            /** @description Sessions held or booked to start in the last 30 days. */
            sessions30d: number;
            /** @description Payments taken in the last 30 days, less refunds. */
            revenue30dCents: number;
            currency: string;
            health: {
                /** @description Emails that failed for good in the last 30 days. */
                failedEmails: number;
                /** @description Card charges declined in the last 30 days. */
                failedPayments: number;
                /** @description Emails and renewals waiting past their time by 15 minutes or more. */
                overdueJobs: number;
            };
        };
        OperatorStudioPage: {
            items: components["schemas"]["OperatorStudio"][];
            total: number;
            page: number;
            pageSize: number;
        };
        OutboxEmail: {
            id: string;
            toEmail: string;
            subject: string;
            textBody: string;
            kind: string;
            /** Format: date-time */
            createdAt: string;
        };
        MailSettings: {
            delivery: boolean;
            mailbox: boolean;
        };
        OutboxPage: {
            items: components["schemas"]["OutboxEmail"][];
            total: number;
            page: number;
            pageSize: number;
        };
        FailedEmail: {
            id: string;
            toEmail: string;
            toName: string | null;
            subject: string;
            kind: string;
            attempts: number;
            reason: string | null;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            failedAt: string;
        };
        FailedEmailPage: {
            items: components["schemas"]["FailedEmail"][];
            total: number;
            page: number;
            pageSize: number;
        };
        EmailPreferences: {
            language: ("en" | "fr" | "ar") | null;
            reminders: boolean;
            sessionNews: boolean;
            staffAlerts: boolean;
        };
        Unsubscribed: {
            studioName: string;
            /** @constant */
            reminders: false;
        };
        CustomerImportInput: {
            /** Format: base64 */
            file: string;
        };
        CustomerImportRow: {
            line: number;
            fullName: string;
            email: string;
            phone: string | null;
            language: ("en" | "fr" | "ar") | null;
            credits: {
                /** @enum {string} */
                kind: "assessment" | "training" | "youth" | "duo" | "family" | "virtual" | "nutrition" | "recovery" | "massage" | "group" | "boxing" | "studio";
                quantity: number;
            }[];
        };
        CustomerImportError: {
            line: number;
            field: string;
            message: string;
        };
        CustomerImportPreview: {
            toCreate: components["schemas"]["CustomerImportRow"][];
            alreadyCustomers: {
                line: number;
                email: string;
            }[];
            errors: components["schemas"]["CustomerImportError"][];
            errorCount: number;
            rowCount: number;
            ignoredColumns: string[];
        };
        CustomerImportResult: {
            created: number;
            alreadyCustomers: number;
            credits: {
                /** @enum {string} */
                kind: "assessment" | "training" | "youth" | "duo" | "family" | "virtual" | "nutrition" | "recovery" | "massage" | "group" | "boxing" | "studio";
                quantity: number;
            }[];
        };
        StudioExportRequest: {
            /** @default false */
            includeBankNumbers: boolean;
            password?: string;
            code?: string;
        };
        StudioExport: {
            /** Format: uuid */
            id: string;
            /** @enum {string} */
            status: "queued" | "running" | "done" | "failed";
            progress: number;
            step: string;
            includeBankNumbers: boolean;
            requestedBy: string | null;
            archiveBytes: number | null;
            error: string | null;
            createdAt: string;
            finishedAt: string | null;
            expiresAt: string;
            expired: boolean;
        };
        StudioExportList: {
            items: components["schemas"]["StudioExport"][];
        };
        CustomerWaivers: {
            required: boolean;
            own: components["schemas"]["WaiverStatus"];
            dependants: {
                id: string;
                name: string;
                status: components["schemas"]["WaiverStatus"];
            }[];
        };
        WaiverToSign: {
            status: components["schemas"]["WaiverStatus"];
            contract: components["schemas"]["Contract"] | null;
        };
        OwnContracts: {
            items: components["schemas"]["Contract"][];
        };
    };
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    getHealth: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Health"];
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getHealthLive: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Liveness"];
                };
            };
        };
    };
    getPublicConfig: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PublicConfig"];
                };
            };
        };
    };
    getPublicLandingByLocale: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                locale: "en" | "fr" | "ar";
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LandingPage"];
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getOperatorLandingByLocale: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                locale: "en" | "fr" | "ar";
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LandingPage"];
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    putOperatorLandingByLocale: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                locale: "en" | "fr" | "ar";
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    hero: {
                        title: string;
                        tagline: string;
                    };
                    features: {
                        title: string;
                        text: string;
                    }[];
                    faq: {
                        question: string;
                        answer: string;
                    }[];
                    testimonials: {
                        quote: string;
                        author: string;
                    }[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LandingPage"];
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    deleteOperatorLandingByLocale: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                locale: "en" | "fr" | "ar";
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LandingPage"];
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    postAuthLogin: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    email: string;
                    password: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AuthSession"] | components["schemas"]["TwoFactorRequired"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    postAuthLoginTwoStep: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    code: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AuthSession"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    postAuthLogout: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    getAuthSession: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AuthSession"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    postAuthSignup: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    businessSlug: string;
                    fullName: string;
                    email: string;
                    phone?: string;
                    password: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AuthSession"];
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    postAuthVerifyEmail: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    token: string;
                };
            };
        };
        responses: {
            /** @description No content */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    postAuthVerifyEmailResend: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description No content */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    postAuthForgotPassword: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    email: string;
                };
            };
        };
        responses: {
            /** @description Accepted; no body */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    postAuthResetPassword: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    token: string;
                    password: string;
                };
            };
        };
        responses: {
            /** @description No content */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    postAuthChangePassword: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    currentPassword: string;
                    newPassword: string;
                };
            };
        };
        responses: {
            /** @description No content */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    postAuthChangeEmail: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    currentPassword: string;
                    newEmail: string;
                };
            };
        };
        responses: {
            /** @description Accepted; no body */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    postAuthTwoStepSetup: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TwoStepSetup"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    postAuthTwoStepEnable: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    code: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TwoStepRecoveryCodes"];
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    postAuthTwoStepDisable: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    currentPassword: string;
                };
            };
        };
        responses: {
            /** @description No content */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getAuthOidcAuthorize: {
        parameters: {
            query?: {
                /** @description signup opens the provider registration page */
                mode?: "signin" | "signup";
                /** @description Slug of the studio a new member joins (from its sign-up link) */
                business?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 302 redirect; the target is in the Location header */
            302: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    postAuthOidcCallback: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    code?: string;
                    state: string;
                    iss?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AuthSession"];
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getAuthOidcLogout: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 302 redirect; the target is in the Location header */
            302: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    postBusinessesSignup: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    businessName: string;
                    fullName: string;
                    email: string;
                    password: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AuthSession"];
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getMeBusinesses: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MyBusinesses"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    postMeBusinesses: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    businessName: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AddedBusiness"];
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getBusinessProfile: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BusinessProfile"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    putBusinessProfile: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    timeZone: string;
                    contactEmail: string | null;
                    contactPhone: string | null;
                    hours: {
                        /** @enum {string} */
                        day: "Monday" | "Tuesday" | "Wednesday" | "Thursday" | "Friday" | "Saturday" | "Sunday";
                        open: string | null;
                        close: string | null;
                        closed: boolean;
                        openDisplay?: string;
                        closeDisplay?: string;
                    }[];
                    amenities: ("Free Parking" | "Locker Rooms" | "Showers" | "Towel Service" | "Free Wi-Fi" | "Water Station" | "Sauna" | "Steam Room" | "Childcare" | "Smoothie Bar" | "Retail Shop" | "Air Conditioning" | "Bike Storage")[];
                    accessibility: ("Wheelchair Accessible Entrance" | "Accessible Restrooms" | "Elevator Access" | "Accessible Parking" | "Step-Free Training Floor" | "Adaptive Equipment" | "Service Animals Welcome")[];
                    equipment: ("Dumbbells" | "Kettlebells" | "Barbells & Plates" | "Squat Rack" | "Adjustable Benches" | "Cable Machine" | "Smith Machine" | "Leg Press" | "Treadmills" | "Stationary Bikes" | "Rowing Machines" | "Resistance Bands" | "Heavy Bags" | "Yoga Mats")[];
                    specialities: ("Weight Loss" | "Strength Training" | "Rehabilitation" | "Senior Fitness" | "Pre/Postnatal" | "Sports Performance" | "Boxing" | "Bodybuilding" | "Functional Training" | "Flexibility & Mobility" | "Corrective Exercise" | "Olympic Weightlifting" | "Powerlifting")[];
                    languages: ("English" | "Spanish" | "French" | "Mandarin" | "Cantonese" | "Korean" | "Japanese" | "German" | "Italian" | "Russian" | "Arabic")[];
                    freeCancelHours: number;
                    bookBeforePaying?: boolean;
                    maxUnpaidPurchases?: number;
                    arrivalGeofenceMeters?: number;
                    confirmOutsideHours?: boolean;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BusinessProfile"];
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    postBusinessProfileHoursCheck: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    timeZone: string;
                    hours: {
                        /** @enum {string} */
                        day: "Monday" | "Tuesday" | "Wednesday" | "Thursday" | "Friday" | "Saturday" | "Sunday";
                        open: string | null;
                        close: string | null;
                        closed: boolean;
                        openDisplay?: string;
                        closeDisplay?: string;
                    }[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HoursCheck"];
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    putBusinessBrandColor: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    brandColor: string | null;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BusinessProfile"];
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    putBusinessLogo: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    contentType: "image/jpeg" | "image/png" | "image/webp";
                    /** Format: byte */
                    data: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    deleteBusinessLogo: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getPublicStudiosBySlugLogo: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                slug: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getPublicStudiosBySlug: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                slug: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PublicStudio"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getLocations: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: components["schemas"]["StudioLocation"][];
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getBusinessLocations: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: components["schemas"]["StudioLocation"][];
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    postBusinessLocations: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    code: string;
                    display: string;
                    state: string;
                    address?: string | null;
                    latitude?: number | null;
                    longitude?: number | null;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StudioLocation"];
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    patchBusinessLocationsById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    display?: string;
                    state?: string;
                    address?: string | null;
                    latitude?: number | null;
                    longitude?: number | null;
                    active?: boolean;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StudioLocation"];
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    postBusinessLocationsByIdDefault: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StudioLocation"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getBusinessTeam: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Team"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    postBusinessTeamInvitations: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    email: string;
                    /** @enum {string} */
                    role: "principal" | "admin" | "expert";
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SentTeamInvitation"];
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    postBusinessTeamInvitationsByIdResend: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SentTeamInvitation"];
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    postBusinessTeamInvitationsByIdLink: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SentTeamInvitation"];
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    postBusinessTeamInvitationsByIdRevoke: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TeamInvitation"];
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    patchBusinessTeamById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    role: "principal" | "admin" | "expert";
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TeamMember"];
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    postBusinessTeamByIdTransferOwnership: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TeamMember"];
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    postBusinessTeamByIdDeactivate: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Deactivation"];
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    postBusinessTeamByIdReactivate: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TeamMember"];
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getMeStaffProfile: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StaffProfile"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    putMeStaffProfile: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    fullName: string;
                    phone: string | null;
                    bio: string;
                    specialities: ("Weight Loss" | "Strength Training" | "Rehabilitation" | "Senior Fitness" | "Pre/Postnatal" | "Sports Performance" | "Boxing" | "Bodybuilding" | "Functional Training" | "Flexibility & Mobility" | "Corrective Exercise" | "Olympic Weightlifting" | "Powerlifting")[];
                    languages: ("English" | "Spanish" | "French" | "Mandarin" | "Cantonese" | "Korean" | "Japanese" | "German" | "Italian" | "Russian" | "Arabic")[];
                    homeBase?: {
                        address: string | null;
                        latitude: number | null;
                        longitude: number | null;
                    } | null;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StaffProfile"];
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    putMeStaffProfilePhoto: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    contentType: "image/jpeg" | "image/png" | "image/webp";
                    /** Format: byte */
                    data: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StaffProfile"];
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    deleteMeStaffProfilePhoto: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StaffProfile"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getTeamByIdPhoto: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getMeShellPictures: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ShellPictures"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    postMeSwitchBusiness: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: uuid */
                    businessId: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AuthSession"];
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getPublicInvitationsByToken: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                token: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InvitationPreview"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description Default Response */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    postPublicInvitationsByTokenAccept: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                token: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    fullName?: string;
                    password?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AuthSession"];
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description Default Response */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getBusinessClients: {
        parameters: {
            query?: {
                page?: number;
                pageSize?: number;
                q?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ClientPage"];
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    putBusinessClientsByIdPrimaryExpert: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    expertId: string | null;
                };
            };
        };
        responses: {
            /** @description Default Response */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getMeMailSettings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MailSettings"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getOutboxMine: {
        parameters: {
            query?: {
                page?: number;
                /** @description Rows per page: 5, 10, 20, 25, 50, 100. */
                pageSize?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OutboxPage"];
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getOutboxFailed: {
        parameters: {
            query?: {
                page?: number;
                /** @description Rows per page: 5, 10, 20, 25, 50, 100. */
                pageSize?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FailedEmailPage"];
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    postOutboxByIdRetry: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getMeEmailPreferences: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EmailPreferences"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    putMeEmailPreferences: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    language?: "en" | "fr" | "ar";
                    reminders?: boolean;
                    sessionNews?: boolean;
                    staffAlerts?: boolean;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EmailPreferences"];
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getEmailUnsubscribe: {
        parameters: {
            query: {
                token: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            302: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    postEmailUnsubscribe: {
        parameters: {
            query: {
                token: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Unsubscribed"];
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getPayees: {
        parameters: {
            query?: {
                page?: number;
                pageSize?: number;
                q?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: components["schemas"]["Payee"][];
                        total: number;
                        page: number;
                        pageSize: number;
                    };
                };
            };
        };
    };
    postPayees: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    /** @enum {string} */
                    kind: "expert" | "contractor";
                    taxId: string;
                    routingNumber: string;
                    accountNumber: string;
                    /**
                     * @default checking
                     * @enum {string}
                     */
                    accountType?: "checking" | "savings";
                    /** @default false */
                    paidOutsideAch?: boolean;
                    /** @default null */
                    teamMemberId?: string | null;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Payee"];
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getPayeesById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Payee"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    putPayeesById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    /** @enum {string} */
                    kind: "expert" | "contractor";
                    taxId: string;
                    routingNumber: string;
                    accountNumber: string;
                    /**
                     * @default checking
                     * @enum {string}
                     */
                    accountType?: "checking" | "savings";
                    /** @default false */
                    paidOutsideAch?: boolean;
                    /** @default null */
                    teamMemberId?: string | null;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Payee"];
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    postPayeesByIdReveal: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        taxId: string;
                        accountNumber: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getBusinessBankAccount: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BankAccount"] | null;
                };
            };
        };
    };
    putBusinessBankAccount: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    holderName: string;
                    routingNumber: string;
                    accountNumber: string;
                    ein: string;
                    bankName: string;
                    immediateOrigin?: string | null;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BankAccount"];
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    postBusinessBankAccountReveal: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        accountNumber: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getStudioExports: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StudioExportList"];
                };
            };
        };
    };
    postStudioExports: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["StudioExportRequestInput"];
            };
        };
        responses: {
            /** @description Default Response */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StudioExport"];
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getStudioExportsById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StudioExport"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getStudioExportsByIdDownload: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The archive’s bytes (application/zip) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": string;
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description Default Response */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getPayRates: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            id: string;
                            expertId: string | null;
                            expertName: string | null;
                            offeringId: string | null;
                            offeringName: string | null;
                            groupId: string | null;
                            groupName: string | null;
                            /** @enum {string} */
                            kind: "flat" | "per_attendee" | "revenue_share" | "base_plus_bonus";
                            flatCents: number;
                            tiers: {
                                upTo: number | null;
                                cents: number;
                            }[];
                            percentBasisPoints: number;
                            minCents: number | null;
                            maxCents: number | null;
                            countNoShows: boolean;
                            countLateCancels: boolean;
                            countFreePlaces: boolean;
                            /** @enum {string} */
                            classPaysBy: "roster" | "check_ins" | "check_ins_or_roster";
                            effectiveFrom: string;
                            effectiveUntil: string | null;
                        }[];
                    };
                };
            };
        };
    };
    postPayRates: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @default null */
                    expertId?: string | null;
                    /** @default null */
                    offeringId?: string | null;
                    /** @default null */
                    groupId?: string | null;
                    /** @enum {string} */
                    kind: "flat" | "per_attendee" | "revenue_share" | "base_plus_bonus";
                    amount?: string | number;
                    tiers?: {
                        upTo: number | null;
                        amount: string | number;
                    }[];
                    percent?: string | number;
                    minimum?: string | number | null;
                    maximum?: string | number | null;
                    /** @default false */
                    countNoShows?: boolean;
                    /** @default false */
                    countLateCancels?: boolean;
                    /** @default false */
                    countFreePlaces?: boolean;
                    /**
                     * @default check_ins_or_roster
                     * @enum {string}
                     */
                    classPaysBy?: "roster" | "check_ins" | "check_ins_or_roster";
                    /** Format: date */
                    effectiveFrom: string;
                    /** @default null */
                    effectiveUntil?: string | null;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        expertId: string | null;
                        expertName: string | null;
                        offeringId: string | null;
                        offeringName: string | null;
                        groupId: string | null;
                        groupName: string | null;
                        /** @enum {string} */
                        kind: "flat" | "per_attendee" | "revenue_share" | "base_plus_bonus";
                        flatCents: number;
                        tiers: {
                            upTo: number | null;
                            cents: number;
                        }[];
                        percentBasisPoints: number;
                        minCents: number | null;
                        maxCents: number | null;
                        countNoShows: boolean;
                        countLateCancels: boolean;
                        countFreePlaces: boolean;
                        /** @enum {string} */
                        classPaysBy: "roster" | "check_ins" | "check_ins_or_roster";
                        effectiveFrom: string;
                        effectiveUntil: string | null;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    putPayRatesById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @default null */
                    expertId?: string | null;
                    /** @default null */
                    offeringId?: string | null;
                    /** @default null */
                    groupId?: string | null;
                    /** @enum {string} */
                    kind: "flat" | "per_attendee" | "revenue_share" | "base_plus_bonus";
                    amount?: string | number;
                    tiers?: {
                        upTo: number | null;
                        amount: string | number;
                    }[];
                    percent?: string | number;
                    minimum?: string | number | null;
                    maximum?: string | number | null;
                    /** @default false */
                    countNoShows?: boolean;
                    /** @default false */
                    countLateCancels?: boolean;
                    /** @default false */
                    countFreePlaces?: boolean;
                    /**
                     * @default check_ins_or_roster
                     * @enum {string}
                     */
                    classPaysBy?: "roster" | "check_ins" | "check_ins_or_roster";
                    /** Format: date */
                    effectiveFrom: string;
                    /** @default null */
                    effectiveUntil?: string | null;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        expertId: string | null;
                        expertName: string | null;
                        offeringId: string | null;
                        offeringName: string | null;
                        groupId: string | null;
                        groupName: string | null;
                        /** @enum {string} */
                        kind: "flat" | "per_attendee" | "revenue_share" | "base_plus_bonus";
                        flatCents: number;
                        tiers: {
                            upTo: number | null;
                            cents: number;
                        }[];
                        percentBasisPoints: number;
                        minCents: number | null;
                        maxCents: number | null;
                        countNoShows: boolean;
                        countLateCancels: boolean;
                        countFreePlaces: boolean;
                        /** @enum {string} */
                        classPaysBy: "roster" | "check_ins" | "check_ins_or_roster";
                        effectiveFrom: string;
                        effectiveUntil: string | null;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    deletePayRatesById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getEarningLines: {
        parameters: {
            query?: {
                expertId?: string;
                from?: string;
                until?: string;
                page?: number;
                pageSize?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            id: string;
                            expertId: string;
                            expertName: string;
                            /** @enum {string} */
                            kind: "session" | "class" | "adjustment" | "reversal";
                            earnedOn: string;
                            description: string;
                            serviceId: string | null;
                            occurrenceId: string | null;
                            rate: {
                                /** @enum {string} */
                                kind: "flat" | "per_attendee" | "revenue_share" | "base_plus_bonus";
                                flatCents: number;
                                tiers: {
                                    upTo: number | null;
                                    cents: number;
                                }[];
                                percentBasisPoints: number;
                                minCents: number | null;
                                maxCents: number | null;
                                countNoShows: boolean;
                                countLateCancels: boolean;
                                countFreePlaces: boolean;
                                /** @enum {string} */
                                classPaysBy: "roster" | "check_ins" | "check_ins_or_roster";
                            } | null;
                            attendees: number | null;
                            revenueCents: number | null;
                            amountCents: number;
                            reason: string | null;
                            correctsLineId: string | null;
                            runNumber: number | null;
                            runStatus: ("draft" | "approved" | "paid" | "voided") | null;
                            createdAt: string;
                        }[];
                        total: number;
                        page: number;
                        pageSize: number;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    postEarningLinesAdjustments: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: uuid */
                    expertId: string;
                    /** @enum {string} */
                    direction: "add" | "deduct";
                    amount: string | number;
                    reason: string;
                    /** @default null */
                    correctsLineId?: string | null;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        expertId: string;
                        expertName: string;
                        /** @enum {string} */
                        kind: "session" | "class" | "adjustment" | "reversal";
                        earnedOn: string;
                        description: string;
                        serviceId: string | null;
                        occurrenceId: string | null;
                        rate: {
                            /** @enum {string} */
                            kind: "flat" | "per_attendee" | "revenue_share" | "base_plus_bonus";
                            flatCents: number;
                            tiers: {
                                upTo: number | null;
                                cents: number;
                            }[];
                            percentBasisPoints: number;
                            minCents: number | null;
                            maxCents: number | null;
                            countNoShows: boolean;
                            countLateCancels: boolean;
                            countFreePlaces: boolean;
                            /** @enum {string} */
                            classPaysBy: "roster" | "check_ins" | "check_ins_or_roster";
                        } | null;
                        attendees: number | null;
                        revenueCents: number | null;
                        amountCents: number;
                        reason: string | null;
                        correctsLineId: string | null;
                        runNumber: number | null;
                        runStatus: ("draft" | "approved" | "paid" | "voided") | null;
                        createdAt: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    postGroupOccurrencesByIdClose: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getMeEarnings: {
        parameters: {
            query?: {
                from?: string;
                until?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        months: {
                            month: string;
                            totalCents: number;
                            paidCents: number;
                            lines: number;
                        }[];
                        lines: {
                            id: string;
                            expertId: string;
                            expertName: string;
                            /** @enum {string} */
                            kind: "session" | "class" | "adjustment" | "reversal";
                            earnedOn: string;
                            description: string;
                            serviceId: string | null;
                            occurrenceId: string | null;
                            rate: {
                                /** @enum {string} */
                                kind: "flat" | "per_attendee" | "revenue_share" | "base_plus_bonus";
                                flatCents: number;
                                tiers: {
                                    upTo: number | null;
                                    cents: number;
                                }[];
                                percentBasisPoints: number;
                                minCents: number | null;
                                maxCents: number | null;
                                countNoShows: boolean;
                                countLateCancels: boolean;
                                countFreePlaces: boolean;
                                /** @enum {string} */
                                classPaysBy: "roster" | "check_ins" | "check_ins_or_roster";
                            } | null;
                            attendees: number | null;
                            revenueCents: number | null;
                            amountCents: number;
                            reason: string | null;
                            correctsLineId: string | null;
                            runNumber: number | null;
                            runStatus: ("draft" | "approved" | "paid" | "voided") | null;
                            createdAt: string;
                        }[];
                        statements: {
                            runId: string;
                            number: number;
                            periodFrom: string;
                            periodUntil: string;
                            /** @enum {string} */
                            status: "draft" | "approved" | "paid" | "voided";
                            paidAt: string | null;
                            totalCents: number;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getMePayoutStatementsById: {
        parameters: {
            query?: {
                lang?: "en" | "fr" | "ar";
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The file’s bytes or text */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": string;
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getPayoutRuns: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            id: string;
                            number: number;
                            periodFrom: string;
                            periodUntil: string;
                            /** @enum {string} */
                            status: "draft" | "approved" | "paid" | "voided";
                            totalCents: number;
                            payees: number;
                            lines: number;
                            createdAt: string;
                            approvedAt: string | null;
                            paidAt: string | null;
                            voidedAt: string | null;
                            voidReason: string | null;
                        }[];
                    };
                };
            };
        };
    };
    postPayoutRuns: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: date */
                    periodFrom: string;
                    /** Format: date */
                    periodUntil: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        number: number;
                        periodFrom: string;
                        periodUntil: string;
                        /** @enum {string} */
                        status: "draft" | "approved" | "paid" | "voided";
                        totalCents: number;
                        payees: number;
                        lines: number;
                        createdAt: string;
                        approvedAt: string | null;
                        paidAt: string | null;
                        voidedAt: string | null;
                        voidReason: string | null;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getPayoutRunsById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        number: number;
                        periodFrom: string;
                        periodUntil: string;
                        /** @enum {string} */
                        status: "draft" | "approved" | "paid" | "voided";
                        totalCents: number;
                        payees: {
                            payeeId: string;
                            name: string;
                            expertId: string;
                            paidOutsideAch: boolean;
                            accountLast4: string;
                            totalCents: number;
                            lines: {
                                id: string;
                                expertId: string;
                                expertName: string;
                                /** @enum {string} */
                                kind: "session" | "class" | "adjustment" | "reversal";
                                earnedOn: string;
                                description: string;
                                serviceId: string | null;
                                occurrenceId: string | null;
                                rate: {
                                    /** @enum {string} */
                                    kind: "flat" | "per_attendee" | "revenue_share" | "base_plus_bonus";
                                    flatCents: number;
                                    tiers: {
                                        upTo: number | null;
                                        cents: number;
                                    }[];
                                    percentBasisPoints: number;
                                    minCents: number | null;
                                    maxCents: number | null;
                                    countNoShows: boolean;
                                    countLateCancels: boolean;
                                    countFreePlaces: boolean;
                                    /** @enum {string} */
                                    classPaysBy: "roster" | "check_ins" | "check_ins_or_roster";
                                } | null;
                                attendees: number | null;
                                revenueCents: number | null;
                                amountCents: number;
                                reason: string | null;
                                correctsLineId: string | null;
                                runNumber: number | null;
                                runStatus: ("draft" | "approved" | "paid" | "voided") | null;
                                createdAt: string;
                            }[];
                        }[];
                        lines: number;
                        createdAt: string;
                        approvedAt: string | null;
                        paidAt: string | null;
                        voidedAt: string | null;
                        voidReason: string | null;
                        leftOut: {
                            expertId: string;
                            expertName: string;
                            /** @enum {string} */
                            reason: "no_payee" | "nothing_owed";
                            totalCents: number;
                            lines: number;
                        }[];
                        payeeCount: number;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    postPayoutRunsByIdApprove: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        number: number;
                        periodFrom: string;
                        periodUntil: string;
                        /** @enum {string} */
                        status: "draft" | "approved" | "paid" | "voided";
                        totalCents: number;
                        payees: number;
                        lines: number;
                        createdAt: string;
                        approvedAt: string | null;
                        paidAt: string | null;
                        voidedAt: string | null;
                        voidReason: string | null;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    postPayoutRunsByIdPay: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * @default bank
                     * @enum {string}
                     */
                    outsideAchFrom?: "bank" | "cash_drawer";
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        number: number;
                        periodFrom: string;
                        periodUntil: string;
                        /** @enum {string} */
                        status: "draft" | "approved" | "paid" | "voided";
                        totalCents: number;
                        payees: number;
                        lines: number;
                        createdAt: string;
                        approvedAt: string | null;
                        paidAt: string | null;
                        voidedAt: string | null;
                        voidReason: string | null;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    postPayoutRunsByIdVoid: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    reason: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        number: number;
                        periodFrom: string;
                        periodUntil: string;
                        /** @enum {string} */
                        status: "draft" | "approved" | "paid" | "voided";
                        totalCents: number;
                        payees: number;
                        lines: number;
                        createdAt: string;
                        approvedAt: string | null;
                        paidAt: string | null;
                        voidedAt: string | null;
                        voidReason: string | null;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getPayoutRunsByIdNacha: {
        parameters: {
            query?: {
                secCode?: "PPD" | "CCD";
                effectiveDate?: string;
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The file’s bytes or text */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": string;
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getPayoutRunsByIdCsv: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The file’s bytes or text */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": string;
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getPayoutRunsByIdStatementsByPayeeId: {
        parameters: {
            query?: {
                lang?: "en" | "fr" | "ar";
            };
            header?: never;
            path: {
                id: string;
                payeeId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The file’s bytes or text */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": string;
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getPayouts1099Nec: {
        parameters: {
            query: {
                year: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The file’s bytes or text */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": string;
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getOperatorSession: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AuthSession"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getOperatorStudios: {
        parameters: {
            query?: {
                page?: number;
                /** @description Rows per page: 5, 10, 20, 25, 50, 100. */
                pageSize?: number;
                q?: string;
                status?: "all" | "active" | "suspended";
                /** @description A field, descending with a leading "-". */
                sort?: "name" | "-name" | "signedUpAt" | "-signedUpAt" | "people" | "-people" | "sessions30d" | "-sessions30d" | "revenue30d" | "-revenue30d" | "problems" | "-problems";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OperatorStudioPage"];
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    postOperatorStudiosByBusinessIdSuspend: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                businessId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    reason: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        name: string;
                        suspended: boolean;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    postOperatorStudiosByBusinessIdReactivate: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                businessId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    reason: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        name: string;
                        suspended: boolean;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getApiKeys: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: components["schemas"]["ApiKey"][];
                    };
                };
            };
        };
    };
    postApiKeys: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    scopes: ("sessions:read" | "sessions:write" | "customers:read" | "customers:write" | "purchases:read" | "purchases:write" | "memberships:read" | "memberships:write" | "classes:read" | "classes:write" | "contracts:read" | "contracts:write")[];
                    /** @description The last day the key works, in the studio's calendar; none: until revoked. */
                    expiresOn?: string | null;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiKeyCreated"];
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    postApiKeysByIdRevoke: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiKey"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getWebhookEndpoints: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: components["schemas"]["WebhookEndpoint"][];
                    };
                };
            };
        };
    };
    postWebhookEndpoints: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    url: string;
                    /** @default  */
                    description?: string;
                    eventTypes: ("session.requested" | "session.confirmed" | "session.rescheduled" | "session.canceled" | "session.completed" | "class.joined" | "class.left" | "waitlist.promoted" | "purchase.created" | "payment.recorded" | "refund.created" | "member.created" | "member.onboarded" | "membership.created" | "membership.started" | "membership.renewed" | "membership.payment_failed" | "membership.past_due" | "membership.frozen" | "membership.unfrozen" | "membership.plan_changed" | "membership.cancel_requested" | "membership.canceled" | "contract.signed")[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookEndpointCreated"];
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    putWebhookEndpointsById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    url: string;
                    /** @default  */
                    description?: string;
                    eventTypes: ("session.requested" | "session.confirmed" | "session.rescheduled" | "session.canceled" | "session.completed" | "class.joined" | "class.left" | "waitlist.promoted" | "purchase.created" | "payment.recorded" | "refund.created" | "member.created" | "member.onboarded" | "membership.created" | "membership.started" | "membership.renewed" | "membership.payment_failed" | "membership.past_due" | "membership.frozen" | "membership.unfrozen" | "membership.plan_changed" | "membership.cancel_requested" | "membership.canceled" | "contract.signed")[];
                    enabled: boolean;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookEndpoint"];
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    deleteWebhookEndpointsById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getWebhookEndpointsByIdDeliveries: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: components["schemas"]["WebhookDelivery"][];
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    postWebhookDeliveriesByIdRedeliver: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookDelivery"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getCreditPacks: {
        parameters: {
            query?: {
                page?: number;
                /** @description Rows per page: 5, 10, 20, 25, 50, 100. */
                pageSize?: number;
                q?: string;
                active?: "true" | "false";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CreditPackPage"];
                };
            };
        };
    };
    postCreditPacks: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    type: "credit_pack" | "service_package";
                    name: string;
                    /** @default  */
                    description?: string;
                    price: string | number;
                    grants: {
                        /** @enum {string} */
                        kind: "assessment" | "training" | "youth" | "duo" | "family" | "virtual" | "nutrition" | "recovery" | "massage" | "group" | "boxing" | "studio";
                        quantity: number;
                    }[];
                    /** @default null */
                    expiryDays?: number | null;
                    /** @default true */
                    active?: boolean;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CreditPack"];
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getCreditPacksById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CreditPack"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    putCreditPacksById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    type: "credit_pack" | "service_package";
                    name: string;
                    /** @default  */
                    description?: string;
                    price: string | number;
                    grants: {
                        /** @enum {string} */
                        kind: "assessment" | "training" | "youth" | "duo" | "family" | "virtual" | "nutrition" | "recovery" | "massage" | "group" | "boxing" | "studio";
                        quantity: number;
                    }[];
                    /** @default null */
                    expiryDays?: number | null;
                    /** @default true */
                    active?: boolean;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CreditPack"];
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getShopCreditPacks: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Shop"];
                };
            };
        };
    };
    postPurchases: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: uuid */
                    packId: string;
                    /** @enum {string} */
                    paymentMethod: "studio" | "card";
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        purchase: components["schemas"]["Purchase"];
                        checkoutUrl: string | null;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getMePurchases: {
        parameters: {
            query?: {
                page?: number;
                /** @description Rows per page: 5, 10, 20, 25, 50, 100. */
                pageSize?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PurchasePage"];
                };
            };
        };
    };
    getMePurchasesById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Receipt"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    postMePurchasesByIdCancel: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Purchase"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getPayments: {
        parameters: {
            query?: {
                page?: number;
                /** @description Rows per page: 5, 10, 20, 25, 50, 100. */
                pageSize?: number;
                from?: string;
                to?: string;
                method?: "cash" | "card";
                customerId?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PaymentPage"];
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    postPayments: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: uuid */
                    customerId: string;
                    amount: string | number;
                    /** Format: uuid */
                    purchaseId?: string;
                    note?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Payment"];
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getPaymentsCsv: {
        parameters: {
            query?: {
                from?: string;
                to?: string;
                method?: "cash" | "card";
                customerId?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description CSV text */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": string;
                };
            };
        };
    };
    getPaymentsById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Payment"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    postPaymentsByIdRefunds: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    amount: string | number;
                    reason: string;
                    confirmUsedCredits?: boolean;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        refundId: string;
                        creditsTaken: {
                            /** @enum {string} */
                            kind: "assessment" | "training" | "youth" | "duo" | "family" | "virtual" | "nutrition" | "recovery" | "massage" | "group" | "boxing" | "studio";
                            quantity: number;
                        }[];
                        payment: components["schemas"]["Payment"];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    postCustomersByCustomerIdPurchasesByIdCancel: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                customerId: string;
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Purchase"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    postCustomersByCustomerIdPurchasesByIdWriteOff: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                customerId: string;
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    reason: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Purchase"];
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getCustomersByCustomerIdPurchases: {
        parameters: {
            query?: {
                page?: number;
                /** @description Rows per page: 5, 10, 20, 25, 50, 100. */
                pageSize?: number;
            };
            header?: never;
            path: {
                customerId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PurchasePage"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    postWebhooksStripe: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        received: true;
                        /** @enum {string} */
                        outcome: "processed" | "ignored" | "duplicate";
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getMembershipPlans: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            id: string;
                            name: string;
                            description: string;
                            /** @enum {string} */
                            period: "week" | "month" | "year";
                            priceCents: number;
                            /** @enum {string} */
                            includes: "credits" | "unlimited";
                            grants: {
                                /** @enum {string} */
                                kind: "assessment" | "training" | "youth" | "duo" | "family" | "virtual" | "nutrition" | "recovery" | "massage" | "group" | "boxing" | "studio";
                                quantity: number;
                            }[];
                            unlimitedKinds: ("assessment" | "training" | "youth" | "duo" | "family" | "virtual" | "nutrition" | "recovery" | "massage" | "group" | "boxing" | "studio")[];
                            dailyCap: number | null;
                            rolloverMax: number;
                            signupFeeCents: number;
                            minCommitmentPeriods: number;
                            autoRenew: boolean;
                            agreementTemplateId: string | null;
                            agreementName: string | null;
                            freezesPerYear: number;
                            freezeMinDays: number;
                            freezeMaxDays: number;
                            freezeFeeCents: number;
                            cancelNoticeDays: number;
                            active: boolean;
                            subscribers: number;
                        }[];
                        cardPayments: boolean;
                    };
                };
            };
        };
    };
    postMembershipPlans: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    /** @default  */
                    description?: string;
                    /** @enum {string} */
                    period: "week" | "month" | "year";
                    price: string | number;
                    /** @enum {string} */
                    includes: "credits" | "unlimited";
                    /** @default [] */
                    grants?: {
                        /** @enum {string} */
                        kind: "assessment" | "training" | "youth" | "duo" | "family" | "virtual" | "nutrition" | "recovery" | "massage" | "group" | "boxing" | "studio";
                        quantity: number;
                    }[];
                    /** @default [] */
                    unlimitedKinds?: ("assessment" | "training" | "youth" | "duo" | "family" | "virtual" | "nutrition" | "recovery" | "massage" | "group" | "boxing" | "studio")[];
                    /** @default null */
                    dailyCap?: number | null;
                    /** @default 0 */
                    rolloverMax?: number;
                    signupFee?: ("" | 0 | "0") | (string | number);
                    /** @default 0 */
                    minCommitmentPeriods?: number;
                    /** @default true */
                    autoRenew?: boolean;
                    /** @default null */
                    agreementTemplateId?: string | null;
                    /** @default 0 */
                    freezesPerYear?: number;
                    /** @default 7 */
                    freezeMinDays?: number;
                    /** @default 30 */
                    freezeMaxDays?: number;
                    freezeFee?: ("" | 0 | "0") | (string | number);
                    /** @default 0 */
                    cancelNoticeDays?: number;
                    /** @default true */
                    active?: boolean;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        name: string;
                        description: string;
                        /** @enum {string} */
                        period: "week" | "month" | "year";
                        priceCents: number;
                        /** @enum {string} */
                        includes: "credits" | "unlimited";
                        grants: {
                            /** @enum {string} */
                            kind: "assessment" | "training" | "youth" | "duo" | "family" | "virtual" | "nutrition" | "recovery" | "massage" | "group" | "boxing" | "studio";
                            quantity: number;
                        }[];
                        unlimitedKinds: ("assessment" | "training" | "youth" | "duo" | "family" | "virtual" | "nutrition" | "recovery" | "massage" | "group" | "boxing" | "studio")[];
                        dailyCap: number | null;
                        rolloverMax: number;
                        signupFeeCents: number;
                        minCommitmentPeriods: number;
                        autoRenew: boolean;
                        agreementTemplateId: string | null;
                        agreementName: string | null;
                        freezesPerYear: number;
                        freezeMinDays: number;
                        freezeMaxDays: number;
                        freezeFeeCents: number;
                        cancelNoticeDays: number;
                        active: boolean;
                        subscribers: number;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getMeMembershipPlans: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            id: string;
                            name: string;
                            description: string;
                            /** @enum {string} */
                            period: "week" | "month" | "year";
                            priceCents: number;
                            /** @enum {string} */
                            includes: "credits" | "unlimited";
                            grants: {
                                /** @enum {string} */
                                kind: "assessment" | "training" | "youth" | "duo" | "family" | "virtual" | "nutrition" | "recovery" | "massage" | "group" | "boxing" | "studio";
                                quantity: number;
                            }[];
                            unlimitedKinds: ("assessment" | "training" | "youth" | "duo" | "family" | "virtual" | "nutrition" | "recovery" | "massage" | "group" | "boxing" | "studio")[];
                            dailyCap: number | null;
                            rolloverMax: number;
                            signupFeeCents: number;
                            minCommitmentPeriods: number;
                            autoRenew: boolean;
                            agreementTemplateId: string | null;
                            agreementName: string | null;
                            freezesPerYear: number;
                            freezeMinDays: number;
                            freezeMaxDays: number;
                            freezeFeeCents: number;
                            cancelNoticeDays: number;
                            active: boolean;
                            subscribers: number;
                        }[];
                        cardPayments: boolean;
                    };
                };
            };
        };
    };
    putMembershipPlansById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    /** @default  */
                    description?: string;
                    /** @enum {string} */
                    period: "week" | "month" | "year";
                    price: string | number;
                    /** @enum {string} */
                    includes: "credits" | "unlimited";
                    /** @default [] */
                    grants?: {
                        /** @enum {string} */
                        kind: "assessment" | "training" | "youth" | "duo" | "family" | "virtual" | "nutrition" | "recovery" | "massage" | "group" | "boxing" | "studio";
                        quantity: number;
                    }[];
                    /** @default [] */
                    unlimitedKinds?: ("assessment" | "training" | "youth" | "duo" | "family" | "virtual" | "nutrition" | "recovery" | "massage" | "group" | "boxing" | "studio")[];
                    /** @default null */
                    dailyCap?: number | null;
                    /** @default 0 */
                    rolloverMax?: number;
                    signupFee?: ("" | 0 | "0") | (string | number);
                    /** @default 0 */
                    minCommitmentPeriods?: number;
                    /** @default true */
                    autoRenew?: boolean;
                    /** @default null */
                    agreementTemplateId?: string | null;
                    /** @default 0 */
                    freezesPerYear?: number;
                    /** @default 7 */
                    freezeMinDays?: number;
                    /** @default 30 */
                    freezeMaxDays?: number;
                    freezeFee?: ("" | 0 | "0") | (string | number);
                    /** @default 0 */
                    cancelNoticeDays?: number;
                    /** @default true */
                    active?: boolean;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        name: string;
                        description: string;
                        /** @enum {string} */
                        period: "week" | "month" | "year";
                        priceCents: number;
                        /** @enum {string} */
                        includes: "credits" | "unlimited";
                        grants: {
                            /** @enum {string} */
                            kind: "assessment" | "training" | "youth" | "duo" | "family" | "virtual" | "nutrition" | "recovery" | "massage" | "group" | "boxing" | "studio";
                            quantity: number;
                        }[];
                        unlimitedKinds: ("assessment" | "training" | "youth" | "duo" | "family" | "virtual" | "nutrition" | "recovery" | "massage" | "group" | "boxing" | "studio")[];
                        dailyCap: number | null;
                        rolloverMax: number;
                        signupFeeCents: number;
                        minCommitmentPeriods: number;
                        autoRenew: boolean;
                        agreementTemplateId: string | null;
                        agreementName: string | null;
                        freezesPerYear: number;
                        freezeMinDays: number;
                        freezeMaxDays: number;
                        freezeFeeCents: number;
                        cancelNoticeDays: number;
                        active: boolean;
                        subscribers: number;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getMeSubscriptions: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            id: string;
                            customerId: string;
                            customerName: string;
                            planId: string;
                            terms: {
                                name: string;
                                /** @enum {string} */
                                period: "week" | "month" | "year";
                                priceCents: number;
                                /** @enum {string} */
                                includes: "credits" | "unlimited";
                                grants: {
                                    /** @enum {string} */
                                    kind: "assessment" | "training" | "youth" | "duo" | "family" | "virtual" | "nutrition" | "recovery" | "massage" | "group" | "boxing" | "studio";
                                    quantity: number;
                                }[];
                                unlimitedKinds: ("assessment" | "training" | "youth" | "duo" | "family" | "virtual" | "nutrition" | "recovery" | "massage" | "group" | "boxing" | "studio")[];
                                dailyCap: number | null;
                                rolloverMax: number;
                                signupFeeCents: number;
                                minCommitmentPeriods: number;
                                autoRenew: boolean;
                                freezesPerYear: number;
                                freezeMinDays: number;
                                freezeMaxDays: number;
                                freezeFeeCents: number;
                                cancelNoticeDays: number;
                            };
                            /** @enum {string} */
                            status: "pending" | "active" | "frozen" | "past_due" | "canceled" | "ended";
                            /** @enum {string} */
                            paymentMethod: "studio" | "card";
                            cardLabel: string | null;
                            contractId: string | null;
                            agreementStatus: string | null;
                            startedAt: string | null;
                            currentPeriod: {
                                start: string;
                                end: string;
                            } | null;
                            nextChargeOn: string | null;
                            nextChargeCents: number | null;
                            commitmentEndsOn: string | null;
                            endsOn: string | null;
                            cancelRequestedAt: string | null;
                            today: string;
                            freezes: {
                                id: string;
                                startsOn: string;
                                endsOn: string;
                                feeCents: number;
                                /** @enum {string} */
                                state: "scheduled" | "running" | "ended" | "canceled";
                            }[];
                            invoices: {
                                id: string;
                                /** @enum {string} */
                                kind: "period" | "freeze_fee" | "change";
                                description: string;
                                periodStart: string | null;
                                periodEnd: string | null;
                                amountCents: number;
                                /** @enum {string} */
                                status: "open" | "paid" | "past_due" | "waived" | "void";
                                attempts: {
                                    number: number;
                                    /** @enum {string} */
                                    status: "charging" | "succeeded" | "declined";
                                    message: string | null;
                                    at: string;
                                }[];
                                nextAttemptAt: string | null;
                                paidAt: string | null;
                                purchaseId: string | null;
                                receiptNumber: number | null;
                                waivedReason: string | null;
                            }[];
                            history: {
                                id: string;
                                action: string;
                                actorName: string | null;
                                detail: {
                                    [key: string]: unknown;
                                };
                                at: string;
                            }[];
                        }[];
                    };
                };
            };
        };
    };
    postMeSubscriptions: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: uuid */
                    planId: string;
                    /** @enum {string} */
                    paymentMethod: "studio" | "card";
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        customerId: string;
                        customerName: string;
                        planId: string;
                        terms: {
                            name: string;
                            /** @enum {string} */
                            period: "week" | "month" | "year";
                            priceCents: number;
                            /** @enum {string} */
                            includes: "credits" | "unlimited";
                            grants: {
                                /** @enum {string} */
                                kind: "assessment" | "training" | "youth" | "duo" | "family" | "virtual" | "nutrition" | "recovery" | "massage" | "group" | "boxing" | "studio";
                                quantity: number;
                            }[];
                            unlimitedKinds: ("assessment" | "training" | "youth" | "duo" | "family" | "virtual" | "nutrition" | "recovery" | "massage" | "group" | "boxing" | "studio")[];
                            dailyCap: number | null;
                            rolloverMax: number;
                            signupFeeCents: number;
                            minCommitmentPeriods: number;
                            autoRenew: boolean;
                            freezesPerYear: number;
                            freezeMinDays: number;
                            freezeMaxDays: number;
                            freezeFeeCents: number;
                            cancelNoticeDays: number;
                        };
                        /** @enum {string} */
                        status: "pending" | "active" | "frozen" | "past_due" | "canceled" | "ended";
                        /** @enum {string} */
                        paymentMethod: "studio" | "card";
                        cardLabel: string | null;
                        contractId: string | null;
                        agreementStatus: string | null;
                        startedAt: string | null;
                        currentPeriod: {
                            start: string;
                            end: string;
                        } | null;
                        nextChargeOn: string | null;
                        nextChargeCents: number | null;
                        commitmentEndsOn: string | null;
                        endsOn: string | null;
                        cancelRequestedAt: string | null;
                        today: string;
                        freezes: {
                            id: string;
                            startsOn: string;
                            endsOn: string;
                            feeCents: number;
                            /** @enum {string} */
                            state: "scheduled" | "running" | "ended" | "canceled";
                        }[];
                        invoices: {
                            id: string;
                            /** @enum {string} */
                            kind: "period" | "freeze_fee" | "change";
                            description: string;
                            periodStart: string | null;
                            periodEnd: string | null;
                            amountCents: number;
                            /** @enum {string} */
                            status: "open" | "paid" | "past_due" | "waived" | "void";
                            attempts: {
                                number: number;
                                /** @enum {string} */
                                status: "charging" | "succeeded" | "declined";
                                message: string | null;
                                at: string;
                            }[];
                            nextAttemptAt: string | null;
                            paidAt: string | null;
                            purchaseId: string | null;
                            receiptNumber: number | null;
                            waivedReason: string | null;
                        }[];
                        history: {
                            id: string;
                            action: string;
                            actorName: string | null;
                            detail: {
                                [key: string]: unknown;
                            };
                            at: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getMeSubscriptionsById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        customerId: string;
                        customerName: string;
                        planId: string;
                        terms: {
                            name: string;
                            /** @enum {string} */
                            period: "week" | "month" | "year";
                            priceCents: number;
                            /** @enum {string} */
                            includes: "credits" | "unlimited";
                            grants: {
                                /** @enum {string} */
                                kind: "assessment" | "training" | "youth" | "duo" | "family" | "virtual" | "nutrition" | "recovery" | "massage" | "group" | "boxing" | "studio";
                                quantity: number;
                            }[];
                            unlimitedKinds: ("assessment" | "training" | "youth" | "duo" | "family" | "virtual" | "nutrition" | "recovery" | "massage" | "group" | "boxing" | "studio")[];
                            dailyCap: number | null;
                            rolloverMax: number;
                            signupFeeCents: number;
                            minCommitmentPeriods: number;
                            autoRenew: boolean;
                            freezesPerYear: number;
                            freezeMinDays: number;
                            freezeMaxDays: number;
                            freezeFeeCents: number;
                            cancelNoticeDays: number;
                        };
                        /** @enum {string} */
                        status: "pending" | "active" | "frozen" | "past_due" | "canceled" | "ended";
                        /** @enum {string} */
                        paymentMethod: "studio" | "card";
                        cardLabel: string | null;
                        contractId: string | null;
                        agreementStatus: string | null;
                        startedAt: string | null;
                        currentPeriod: {
                            start: string;
                            end: string;
                        } | null;
                        nextChargeOn: string | null;
                        nextChargeCents: number | null;
                        commitmentEndsOn: string | null;
                        endsOn: string | null;
                        cancelRequestedAt: string | null;
                        today: string;
                        freezes: {
                            id: string;
                            startsOn: string;
                            endsOn: string;
                            feeCents: number;
                            /** @enum {string} */
                            state: "scheduled" | "running" | "ended" | "canceled";
                        }[];
                        invoices: {
                            id: string;
                            /** @enum {string} */
                            kind: "period" | "freeze_fee" | "change";
                            description: string;
                            periodStart: string | null;
                            periodEnd: string | null;
                            amountCents: number;
                            /** @enum {string} */
                            status: "open" | "paid" | "past_due" | "waived" | "void";
                            attempts: {
                                number: number;
                                /** @enum {string} */
                                status: "charging" | "succeeded" | "declined";
                                message: string | null;
                                at: string;
                            }[];
                            nextAttemptAt: string | null;
                            paidAt: string | null;
                            purchaseId: string | null;
                            receiptNumber: number | null;
                            waivedReason: string | null;
                        }[];
                        history: {
                            id: string;
                            action: string;
                            actorName: string | null;
                            detail: {
                                [key: string]: unknown;
                            };
                            at: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    postMeSubscriptionsByIdStart: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        subscription: {
                            id: string;
                            customerId: string;
                            customerName: string;
                            planId: string;
                            terms: {
                                name: string;
                                /** @enum {string} */
                                period: "week" | "month" | "year";
                                priceCents: number;
                                /** @enum {string} */
                                includes: "credits" | "unlimited";
                                grants: {
                                    /** @enum {string} */
                                    kind: "assessment" | "training" | "youth" | "duo" | "family" | "virtual" | "nutrition" | "recovery" | "massage" | "group" | "boxing" | "studio";
                                    quantity: number;
                                }[];
                                unlimitedKinds: ("assessment" | "training" | "youth" | "duo" | "family" | "virtual" | "nutrition" | "recovery" | "massage" | "group" | "boxing" | "studio")[];
                                dailyCap: number | null;
                                rolloverMax: number;
                                signupFeeCents: number;
                                minCommitmentPeriods: number;
                                autoRenew: boolean;
                                freezesPerYear: number;
                                freezeMinDays: number;
                                freezeMaxDays: number;
                                freezeFeeCents: number;
                                cancelNoticeDays: number;
                            };
                            /** @enum {string} */
                            status: "pending" | "active" | "frozen" | "past_due" | "canceled" | "ended";
                            /** @enum {string} */
                            paymentMethod: "studio" | "card";
                            cardLabel: string | null;
                            contractId: string | null;
                            agreementStatus: string | null;
                            startedAt: string | null;
                            currentPeriod: {
                                start: string;
                                end: string;
                            } | null;
                            nextChargeOn: string | null;
                            nextChargeCents: number | null;
                            commitmentEndsOn: string | null;
                            endsOn: string | null;
                            cancelRequestedAt: string | null;
                            today: string;
                            freezes: {
                                id: string;
                                startsOn: string;
                                endsOn: string;
                                feeCents: number;
                                /** @enum {string} */
                                state: "scheduled" | "running" | "ended" | "canceled";
                            }[];
                            invoices: {
                                id: string;
                                /** @enum {string} */
                                kind: "period" | "freeze_fee" | "change";
                                description: string;
                                periodStart: string | null;
                                periodEnd: string | null;
                                amountCents: number;
                                /** @enum {string} */
                                status: "open" | "paid" | "past_due" | "waived" | "void";
                                attempts: {
                                    number: number;
                                    /** @enum {string} */
                                    status: "charging" | "succeeded" | "declined";
                                    message: string | null;
                                    at: string;
                                }[];
                                nextAttemptAt: string | null;
                                paidAt: string | null;
                                purchaseId: string | null;
                                receiptNumber: number | null;
                                waivedReason: string | null;
                            }[];
                            history: {
                                id: string;
                                action: string;
                                actorName: string | null;
                                detail: {
                                    [key: string]: unknown;
                                };
                                at: string;
                            }[];
                        };
                        checkoutUrl: string | null;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description Default Response */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    postMeSubscriptionsByIdCard: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        checkoutUrl: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description Default Response */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getMeSubscriptionsByIdFreezePreview: {
        parameters: {
            query: {
                startsOn: string;
                endsOn: string;
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        startsOn: string;
                        endsOn: string;
                        days: number;
                        feeCents: number;
                        nextChargeOn: string | null;
                        commitmentEndsOn: string | null;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    postMeSubscriptionsByIdFreeze: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: date */
                    startsOn: string;
                    /** Format: date */
                    endsOn: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        startsOn: string;
                        endsOn: string;
                        days: number;
                        feeCents: number;
                        nextChargeOn: string | null;
                        commitmentEndsOn: string | null;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getMeSubscriptionsByIdChangePreview: {
        parameters: {
            query: {
                planId: string;
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        fromPlan: string;
                        toPlan: string;
                        startsOn: string;
                        lastDay: string;
                        daysLeft: number;
                        daysInPeriod: number;
                        creditCents: number;
                        chargeCents: number;
                        netCents: number;
                        credits: {
                            kind: string;
                            quantity: number;
                        }[];
                        creditsTakenBack: number;
                        /** @enum {string} */
                        refundTo: "card" | "cash";
                        nextChargeOn: string | null;
                        nextChargeCents: number | null;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    postMeSubscriptionsByIdChange: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: uuid */
                    planId: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        fromPlan: string;
                        toPlan: string;
                        startsOn: string;
                        lastDay: string;
                        daysLeft: number;
                        daysInPeriod: number;
                        creditCents: number;
                        chargeCents: number;
                        netCents: number;
                        credits: {
                            kind: string;
                            quantity: number;
                        }[];
                        creditsTakenBack: number;
                        /** @enum {string} */
                        refundTo: "card" | "cash";
                        nextChargeOn: string | null;
                        nextChargeCents: number | null;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description Default Response */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getMeSubscriptionsByIdCancelPreview: {
        parameters: {
            query?: {
                endsOn?: string;
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        endsOn: string;
                        lastDay: string;
                        lastChargeOn: string | null;
                        lastChargeCents: number | null;
                        noticeDays: number;
                        commitmentEndsOn: string | null;
                        earliestEndsOn: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    postMeSubscriptionsByIdCancel: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @default  */
                    reason?: string;
                    /** Format: date */
                    endsOn?: string;
                    now?: boolean;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        endsOn: string;
                        lastDay: string;
                        lastChargeOn: string | null;
                        lastChargeCents: number | null;
                        noticeDays: number;
                        commitmentEndsOn: string | null;
                        earliestEndsOn: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getSubscriptionsByIdFreezePreview: {
        parameters: {
            query: {
                startsOn: string;
                endsOn: string;
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        startsOn: string;
                        endsOn: string;
                        days: number;
                        feeCents: number;
                        nextChargeOn: string | null;
                        commitmentEndsOn: string | null;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    postSubscriptionsByIdFreeze: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: date */
                    startsOn: string;
                    /** Format: date */
                    endsOn: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        startsOn: string;
                        endsOn: string;
                        days: number;
                        feeCents: number;
                        nextChargeOn: string | null;
                        commitmentEndsOn: string | null;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getSubscriptionsByIdChangePreview: {
        parameters: {
            query: {
                planId: string;
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        fromPlan: string;
                        toPlan: string;
                        startsOn: string;
                        lastDay: string;
                        daysLeft: number;
                        daysInPeriod: number;
                        creditCents: number;
                        chargeCents: number;
                        netCents: number;
                        credits: {
                            kind: string;
                            quantity: number;
                        }[];
                        creditsTakenBack: number;
                        /** @enum {string} */
                        refundTo: "card" | "cash";
                        nextChargeOn: string | null;
                        nextChargeCents: number | null;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    postSubscriptionsByIdChange: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: uuid */
                    planId: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        fromPlan: string;
                        toPlan: string;
                        startsOn: string;
                        lastDay: string;
                        daysLeft: number;
                        daysInPeriod: number;
                        creditCents: number;
                        chargeCents: number;
                        netCents: number;
                        credits: {
                            kind: string;
                            quantity: number;
                        }[];
                        creditsTakenBack: number;
                        /** @enum {string} */
                        refundTo: "card" | "cash";
                        nextChargeOn: string | null;
                        nextChargeCents: number | null;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description Default Response */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getSubscriptionsByIdCancelPreview: {
        parameters: {
            query?: {
                endsOn?: string;
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        endsOn: string;
                        lastDay: string;
                        lastChargeOn: string | null;
                        lastChargeCents: number | null;
                        noticeDays: number;
                        commitmentEndsOn: string | null;
                        earliestEndsOn: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    postSubscriptionsByIdCancel: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @default  */
                    reason?: string;
                    /** Format: date */
                    endsOn?: string;
                    now?: boolean;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        endsOn: string;
                        lastDay: string;
                        lastChargeOn: string | null;
                        lastChargeCents: number | null;
                        noticeDays: number;
                        commitmentEndsOn: string | null;
                        earliestEndsOn: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getSubscriptions: {
        parameters: {
            query?: {
                status?: "pending" | "active" | "frozen" | "past_due" | "canceled" | "ended";
                q?: string;
                page?: number;
                /** @description Rows per page: 5, 10, 20, 25, 50, 100. */
                pageSize?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            id: string;
                            customerId: string;
                            customerName: string;
                            customerEmail: string;
                            plan: string;
                            priceCents: number;
                            /** @enum {string} */
                            period: "week" | "month" | "year";
                            /** @enum {string} */
                            status: "pending" | "active" | "frozen" | "past_due" | "canceled" | "ended";
                            /** @enum {string} */
                            paymentMethod: "studio" | "card";
                            endsOn: string | null;
                            startedAt: string | null;
                        }[];
                        total: number;
                        page: number;
                        pageSize: number;
                    };
                };
            };
        };
    };
    getSubscriptionsById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        customerId: string;
                        customerName: string;
                        planId: string;
                        terms: {
                            name: string;
                            /** @enum {string} */
                            period: "week" | "month" | "year";
                            priceCents: number;
                            /** @enum {string} */
                            includes: "credits" | "unlimited";
                            grants: {
                                /** @enum {string} */
                                kind: "assessment" | "training" | "youth" | "duo" | "family" | "virtual" | "nutrition" | "recovery" | "massage" | "group" | "boxing" | "studio";
                                quantity: number;
                            }[];
                            unlimitedKinds: ("assessment" | "training" | "youth" | "duo" | "family" | "virtual" | "nutrition" | "recovery" | "massage" | "group" | "boxing" | "studio")[];
                            dailyCap: number | null;
                            rolloverMax: number;
                            signupFeeCents: number;
                            minCommitmentPeriods: number;
                            autoRenew: boolean;
                            freezesPerYear: number;
                            freezeMinDays: number;
                            freezeMaxDays: number;
                            freezeFeeCents: number;
                            cancelNoticeDays: number;
                        };
                        /** @enum {string} */
                        status: "pending" | "active" | "frozen" | "past_due" | "canceled" | "ended";
                        /** @enum {string} */
                        paymentMethod: "studio" | "card";
                        cardLabel: string | null;
                        contractId: string | null;
                        agreementStatus: string | null;
                        startedAt: string | null;
                        currentPeriod: {
                            start: string;
                            end: string;
                        } | null;
                        nextChargeOn: string | null;
                        nextChargeCents: number | null;
                        commitmentEndsOn: string | null;
                        endsOn: string | null;
                        cancelRequestedAt: string | null;
                        today: string;
                        freezes: {
                            id: string;
                            startsOn: string;
                            endsOn: string;
                            feeCents: number;
                            /** @enum {string} */
                            state: "scheduled" | "running" | "ended" | "canceled";
                        }[];
                        invoices: {
                            id: string;
                            /** @enum {string} */
                            kind: "period" | "freeze_fee" | "change";
                            description: string;
                            periodStart: string | null;
                            periodEnd: string | null;
                            amountCents: number;
                            /** @enum {string} */
                            status: "open" | "paid" | "past_due" | "waived" | "void";
                            attempts: {
                                number: number;
                                /** @enum {string} */
                                status: "charging" | "succeeded" | "declined";
                                message: string | null;
                                at: string;
                            }[];
                            nextAttemptAt: string | null;
                            paidAt: string | null;
                            purchaseId: string | null;
                            receiptNumber: number | null;
                            waivedReason: string | null;
                        }[];
                        history: {
                            id: string;
                            action: string;
                            actorName: string | null;
                            detail: {
                                [key: string]: unknown;
                            };
                            at: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getCustomersByCustomerIdSubscriptions: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                customerId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            id: string;
                            customerId: string;
                            customerName: string;
                            planId: string;
                            terms: {
                                name: string;
                                /** @enum {string} */
                                period: "week" | "month" | "year";
                                priceCents: number;
                                /** @enum {string} */
                                includes: "credits" | "unlimited";
                                grants: {
                                    /** @enum {string} */
                                    kind: "assessment" | "training" | "youth" | "duo" | "family" | "virtual" | "nutrition" | "recovery" | "massage" | "group" | "boxing" | "studio";
                                    quantity: number;
                                }[];
                                unlimitedKinds: ("assessment" | "training" | "youth" | "duo" | "family" | "virtual" | "nutrition" | "recovery" | "massage" | "group" | "boxing" | "studio")[];
                                dailyCap: number | null;
                                rolloverMax: number;
                                signupFeeCents: number;
                                minCommitmentPeriods: number;
                                autoRenew: boolean;
                                freezesPerYear: number;
                                freezeMinDays: number;
                                freezeMaxDays: number;
                                freezeFeeCents: number;
                                cancelNoticeDays: number;
                            };
                            /** @enum {string} */
                            status: "pending" | "active" | "frozen" | "past_due" | "canceled" | "ended";
                            /** @enum {string} */
                            paymentMethod: "studio" | "card";
                            cardLabel: string | null;
                            contractId: string | null;
                            agreementStatus: string | null;
                            startedAt: string | null;
                            currentPeriod: {
                                start: string;
                                end: string;
                            } | null;
                            nextChargeOn: string | null;
                            nextChargeCents: number | null;
                            commitmentEndsOn: string | null;
                            endsOn: string | null;
                            cancelRequestedAt: string | null;
                            today: string;
                            freezes: {
                                id: string;
                                startsOn: string;
                                endsOn: string;
                                feeCents: number;
                                /** @enum {string} */
                                state: "scheduled" | "running" | "ended" | "canceled";
                            }[];
                            invoices: {
                                id: string;
                                /** @enum {string} */
                                kind: "period" | "freeze_fee" | "change";
                                description: string;
                                periodStart: string | null;
                                periodEnd: string | null;
                                amountCents: number;
                                /** @enum {string} */
                                status: "open" | "paid" | "past_due" | "waived" | "void";
                                attempts: {
                                    number: number;
                                    /** @enum {string} */
                                    status: "charging" | "succeeded" | "declined";
                                    message: string | null;
                                    at: string;
                                }[];
                                nextAttemptAt: string | null;
                                paidAt: string | null;
                                purchaseId: string | null;
                                receiptNumber: number | null;
                                waivedReason: string | null;
                            }[];
                            history: {
                                id: string;
                                action: string;
                                actorName: string | null;
                                detail: {
                                    [key: string]: unknown;
                                };
                                at: string;
                            }[];
                        }[];
                    };
                };
            };
        };
    };
    postCustomersByCustomerIdSubscriptions: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                customerId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: uuid */
                    planId: string;
                    /** @enum {string} */
                    paymentMethod: "studio" | "card";
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        customerId: string;
                        customerName: string;
                        planId: string;
                        terms: {
                            name: string;
                            /** @enum {string} */
                            period: "week" | "month" | "year";
                            priceCents: number;
                            /** @enum {string} */
                            includes: "credits" | "unlimited";
                            grants: {
                                /** @enum {string} */
                                kind: "assessment" | "training" | "youth" | "duo" | "family" | "virtual" | "nutrition" | "recovery" | "massage" | "group" | "boxing" | "studio";
                                quantity: number;
                            }[];
                            unlimitedKinds: ("assessment" | "training" | "youth" | "duo" | "family" | "virtual" | "nutrition" | "recovery" | "massage" | "group" | "boxing" | "studio")[];
                            dailyCap: number | null;
                            rolloverMax: number;
                            signupFeeCents: number;
                            minCommitmentPeriods: number;
                            autoRenew: boolean;
                            freezesPerYear: number;
                            freezeMinDays: number;
                            freezeMaxDays: number;
                            freezeFeeCents: number;
                            cancelNoticeDays: number;
                        };
                        /** @enum {string} */
                        status: "pending" | "active" | "frozen" | "past_due" | "canceled" | "ended";
                        /** @enum {string} */
                        paymentMethod: "studio" | "card";
                        cardLabel: string | null;
                        contractId: string | null;
                        agreementStatus: string | null;
                        startedAt: string | null;
                        currentPeriod: {
                            start: string;
                            end: string;
                        } | null;
                        nextChargeOn: string | null;
                        nextChargeCents: number | null;
                        commitmentEndsOn: string | null;
                        endsOn: string | null;
                        cancelRequestedAt: string | null;
                        today: string;
                        freezes: {
                            id: string;
                            startsOn: string;
                            endsOn: string;
                            feeCents: number;
                            /** @enum {string} */
                            state: "scheduled" | "running" | "ended" | "canceled";
                        }[];
                        invoices: {
                            id: string;
                            /** @enum {string} */
                            kind: "period" | "freeze_fee" | "change";
                            description: string;
                            periodStart: string | null;
                            periodEnd: string | null;
                            amountCents: number;
                            /** @enum {string} */
                            status: "open" | "paid" | "past_due" | "waived" | "void";
                            attempts: {
                                number: number;
                                /** @enum {string} */
                                status: "charging" | "succeeded" | "declined";
                                message: string | null;
                                at: string;
                            }[];
                            nextAttemptAt: string | null;
                            paidAt: string | null;
                            purchaseId: string | null;
                            receiptNumber: number | null;
                            waivedReason: string | null;
                        }[];
                        history: {
                            id: string;
                            action: string;
                            actorName: string | null;
                            detail: {
                                [key: string]: unknown;
                            };
                            at: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    postSubscriptionsByIdStart: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        customerId: string;
                        customerName: string;
                        planId: string;
                        terms: {
                            name: string;
                            /** @enum {string} */
                            period: "week" | "month" | "year";
                            priceCents: number;
                            /** @enum {string} */
                            includes: "credits" | "unlimited";
                            grants: {
                                /** @enum {string} */
                                kind: "assessment" | "training" | "youth" | "duo" | "family" | "virtual" | "nutrition" | "recovery" | "massage" | "group" | "boxing" | "studio";
                                quantity: number;
                            }[];
                            unlimitedKinds: ("assessment" | "training" | "youth" | "duo" | "family" | "virtual" | "nutrition" | "recovery" | "massage" | "group" | "boxing" | "studio")[];
                            dailyCap: number | null;
                            rolloverMax: number;
                            signupFeeCents: number;
                            minCommitmentPeriods: number;
                            autoRenew: boolean;
                            freezesPerYear: number;
                            freezeMinDays: number;
                            freezeMaxDays: number;
                            freezeFeeCents: number;
                            cancelNoticeDays: number;
                        };
                        /** @enum {string} */
                        status: "pending" | "active" | "frozen" | "past_due" | "canceled" | "ended";
                        /** @enum {string} */
                        paymentMethod: "studio" | "card";
                        cardLabel: string | null;
                        contractId: string | null;
                        agreementStatus: string | null;
                        startedAt: string | null;
                        currentPeriod: {
                            start: string;
                            end: string;
                        } | null;
                        nextChargeOn: string | null;
                        nextChargeCents: number | null;
                        commitmentEndsOn: string | null;
                        endsOn: string | null;
                        cancelRequestedAt: string | null;
                        today: string;
                        freezes: {
                            id: string;
                            startsOn: string;
                            endsOn: string;
                            feeCents: number;
                            /** @enum {string} */
                            state: "scheduled" | "running" | "ended" | "canceled";
                        }[];
                        invoices: {
                            id: string;
                            /** @enum {string} */
                            kind: "period" | "freeze_fee" | "change";
                            description: string;
                            periodStart: string | null;
                            periodEnd: string | null;
                            amountCents: number;
                            /** @enum {string} */
                            status: "open" | "paid" | "past_due" | "waived" | "void";
                            attempts: {
                                number: number;
                                /** @enum {string} */
                                status: "charging" | "succeeded" | "declined";
                                message: string | null;
                                at: string;
                            }[];
                            nextAttemptAt: string | null;
                            paidAt: string | null;
                            purchaseId: string | null;
                            receiptNumber: number | null;
                            waivedReason: string | null;
                        }[];
                        history: {
                            id: string;
                            action: string;
                            actorName: string | null;
                            detail: {
                                [key: string]: unknown;
                            };
                            at: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    postSubscriptionsByIdInvoicesByInvoiceIdWaive: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
                invoiceId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    reason: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        customerId: string;
                        customerName: string;
                        planId: string;
                        terms: {
                            name: string;
                            /** @enum {string} */
                            period: "week" | "month" | "year";
                            priceCents: number;
                            /** @enum {string} */
                            includes: "credits" | "unlimited";
                            grants: {
                                /** @enum {string} */
                                kind: "assessment" | "training" | "youth" | "duo" | "family" | "virtual" | "nutrition" | "recovery" | "massage" | "group" | "boxing" | "studio";
                                quantity: number;
                            }[];
                            unlimitedKinds: ("assessment" | "training" | "youth" | "duo" | "family" | "virtual" | "nutrition" | "recovery" | "massage" | "group" | "boxing" | "studio")[];
                            dailyCap: number | null;
                            rolloverMax: number;
                            signupFeeCents: number;
                            minCommitmentPeriods: number;
                            autoRenew: boolean;
                            freezesPerYear: number;
                            freezeMinDays: number;
                            freezeMaxDays: number;
                            freezeFeeCents: number;
                            cancelNoticeDays: number;
                        };
                        /** @enum {string} */
                        status: "pending" | "active" | "frozen" | "past_due" | "canceled" | "ended";
                        /** @enum {string} */
                        paymentMethod: "studio" | "card";
                        cardLabel: string | null;
                        contractId: string | null;
                        agreementStatus: string | null;
                        startedAt: string | null;
                        currentPeriod: {
                            start: string;
                            end: string;
                        } | null;
                        nextChargeOn: string | null;
                        nextChargeCents: number | null;
                        commitmentEndsOn: string | null;
                        endsOn: string | null;
                        cancelRequestedAt: string | null;
                        today: string;
                        freezes: {
                            id: string;
                            startsOn: string;
                            endsOn: string;
                            feeCents: number;
                            /** @enum {string} */
                            state: "scheduled" | "running" | "ended" | "canceled";
                        }[];
                        invoices: {
                            id: string;
                            /** @enum {string} */
                            kind: "period" | "freeze_fee" | "change";
                            description: string;
                            periodStart: string | null;
                            periodEnd: string | null;
                            amountCents: number;
                            /** @enum {string} */
                            status: "open" | "paid" | "past_due" | "waived" | "void";
                            attempts: {
                                number: number;
                                /** @enum {string} */
                                status: "charging" | "succeeded" | "declined";
                                message: string | null;
                                at: string;
                            }[];
                            nextAttemptAt: string | null;
                            paidAt: string | null;
                            purchaseId: string | null;
                            receiptNumber: number | null;
                            waivedReason: string | null;
                        }[];
                        history: {
                            id: string;
                            action: string;
                            actorName: string | null;
                            detail: {
                                [key: string]: unknown;
                            };
                            at: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    postSubscriptionsByIdInvoicesByInvoiceIdCash: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
                invoiceId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        customerId: string;
                        customerName: string;
                        planId: string;
                        terms: {
                            name: string;
                            /** @enum {string} */
                            period: "week" | "month" | "year";
                            priceCents: number;
                            /** @enum {string} */
                            includes: "credits" | "unlimited";
                            grants: {
                                /** @enum {string} */
                                kind: "assessment" | "training" | "youth" | "duo" | "family" | "virtual" | "nutrition" | "recovery" | "massage" | "group" | "boxing" | "studio";
                                quantity: number;
                            }[];
                            unlimitedKinds: ("assessment" | "training" | "youth" | "duo" | "family" | "virtual" | "nutrition" | "recovery" | "massage" | "group" | "boxing" | "studio")[];
                            dailyCap: number | null;
                            rolloverMax: number;
                            signupFeeCents: number;
                            minCommitmentPeriods: number;
                            autoRenew: boolean;
                            freezesPerYear: number;
                            freezeMinDays: number;
                            freezeMaxDays: number;
                            freezeFeeCents: number;
                            cancelNoticeDays: number;
                        };
                        /** @enum {string} */
                        status: "pending" | "active" | "frozen" | "past_due" | "canceled" | "ended";
                        /** @enum {string} */
                        paymentMethod: "studio" | "card";
                        cardLabel: string | null;
                        contractId: string | null;
                        agreementStatus: string | null;
                        startedAt: string | null;
                        currentPeriod: {
                            start: string;
                            end: string;
                        } | null;
                        nextChargeOn: string | null;
                        nextChargeCents: number | null;
                        commitmentEndsOn: string | null;
                        endsOn: string | null;
                        cancelRequestedAt: string | null;
                        today: string;
                        freezes: {
                            id: string;
                            startsOn: string;
                            endsOn: string;
                            feeCents: number;
                            /** @enum {string} */
                            state: "scheduled" | "running" | "ended" | "canceled";
                        }[];
                        invoices: {
                            id: string;
                            /** @enum {string} */
                            kind: "period" | "freeze_fee" | "change";
                            description: string;
                            periodStart: string | null;
                            periodEnd: string | null;
                            amountCents: number;
                            /** @enum {string} */
                            status: "open" | "paid" | "past_due" | "waived" | "void";
                            attempts: {
                                number: number;
                                /** @enum {string} */
                                status: "charging" | "succeeded" | "declined";
                                message: string | null;
                                at: string;
                            }[];
                            nextAttemptAt: string | null;
                            paidAt: string | null;
                            purchaseId: string | null;
                            receiptNumber: number | null;
                            waivedReason: string | null;
                        }[];
                        history: {
                            id: string;
                            action: string;
                            actorName: string | null;
                            detail: {
                                [key: string]: unknown;
                            };
                            at: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    postSubscriptionsByIdInvoicesByInvoiceIdRetry: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
                invoiceId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        customerId: string;
                        customerName: string;
                        planId: string;
                        terms: {
                            name: string;
                            /** @enum {string} */
                            period: "week" | "month" | "year";
                            priceCents: number;
                            /** @enum {string} */
                            includes: "credits" | "unlimited";
                            grants: {
                                /** @enum {string} */
                                kind: "assessment" | "training" | "youth" | "duo" | "family" | "virtual" | "nutrition" | "recovery" | "massage" | "group" | "boxing" | "studio";
                                quantity: number;
                            }[];
                            unlimitedKinds: ("assessment" | "training" | "youth" | "duo" | "family" | "virtual" | "nutrition" | "recovery" | "massage" | "group" | "boxing" | "studio")[];
                            dailyCap: number | null;
                            rolloverMax: number;
                            signupFeeCents: number;
                            minCommitmentPeriods: number;
                            autoRenew: boolean;
                            freezesPerYear: number;
                            freezeMinDays: number;
                            freezeMaxDays: number;
                            freezeFeeCents: number;
                            cancelNoticeDays: number;
                        };
                        /** @enum {string} */
                        status: "pending" | "active" | "frozen" | "past_due" | "canceled" | "ended";
                        /** @enum {string} */
                        paymentMethod: "studio" | "card";
                        cardLabel: string | null;
                        contractId: string | null;
                        agreementStatus: string | null;
                        startedAt: string | null;
                        currentPeriod: {
                            start: string;
                            end: string;
                        } | null;
                        nextChargeOn: string | null;
                        nextChargeCents: number | null;
                        commitmentEndsOn: string | null;
                        endsOn: string | null;
                        cancelRequestedAt: string | null;
                        today: string;
                        freezes: {
                            id: string;
                            startsOn: string;
                            endsOn: string;
                            feeCents: number;
                            /** @enum {string} */
                            state: "scheduled" | "running" | "ended" | "canceled";
                        }[];
                        invoices: {
                            id: string;
                            /** @enum {string} */
                            kind: "period" | "freeze_fee" | "change";
                            description: string;
                            periodStart: string | null;
                            periodEnd: string | null;
                            amountCents: number;
                            /** @enum {string} */
                            status: "open" | "paid" | "past_due" | "waived" | "void";
                            attempts: {
                                number: number;
                                /** @enum {string} */
                                status: "charging" | "succeeded" | "declined";
                                message: string | null;
                                at: string;
                            }[];
                            nextAttemptAt: string | null;
                            paidAt: string | null;
                            purchaseId: string | null;
                            receiptNumber: number | null;
                            waivedReason: string | null;
                        }[];
                        history: {
                            id: string;
                            action: string;
                            actorName: string | null;
                            detail: {
                                [key: string]: unknown;
                            };
                            at: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getMeCredits: {
        parameters: {
            query?: {
                page?: number;
                /** @description Rows per page: 5, 10, 20, 25, 50, 100. */
                pageSize?: number;
                kind?: "assessment" | "training" | "youth" | "duo" | "family" | "virtual" | "nutrition" | "recovery" | "massage" | "group" | "boxing" | "studio";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CustomerCredits"];
                };
            };
        };
    };
    getCustomersByCustomerIdCredits: {
        parameters: {
            query?: {
                page?: number;
                /** @description Rows per page: 5, 10, 20, 25, 50, 100. */
                pageSize?: number;
                kind?: "assessment" | "training" | "youth" | "duo" | "family" | "virtual" | "nutrition" | "recovery" | "massage" | "group" | "boxing" | "studio";
            };
            header?: never;
            path: {
                customerId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CustomerCredits"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    postCustomersByCustomerIdCreditAdjustments: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                customerId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    kind: "assessment" | "training" | "youth" | "duo" | "family" | "virtual" | "nutrition" | "recovery" | "massage" | "group" | "boxing" | "studio";
                    delta: number;
                    reason: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        entryId: string;
                        kind: string;
                        available: number;
                        held: number;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getOfferings: {
        parameters: {
            query?: {
                page?: number;
                pageSize?: number;
                q?: string;
                serviceType?: "Assessment" | "Training" | "Duo" | "Family" | "Youth" | "Nutrition" | "Recovery" | "Massage" | "Boxing" | "Group Coaching" | "Studio Training" | "Studio Boxing" | "Virtual Training" | "Virtual Nutrition";
                category?: "assessment" | "training" | "youth" | "duo" | "family" | "virtual" | "nutrition" | "recovery" | "massage" | "group" | "boxing" | "studio";
                locationId?: string;
                active?: "true" | "false";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OfferingPage"];
                };
            };
        };
    };
    postOfferings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    /** @default  */
                    description?: string;
                    /** @enum {string} */
                    serviceType: "Assessment" | "Training" | "Duo" | "Family" | "Youth" | "Nutrition" | "Recovery" | "Massage" | "Boxing" | "Group Coaching" | "Studio Training" | "Studio Boxing" | "Virtual Training" | "Virtual Nutrition";
                    /** @enum {string} */
                    category: "assessment" | "training" | "youth" | "duo" | "family" | "virtual" | "nutrition" | "recovery" | "massage" | "group" | "boxing" | "studio";
                    /** @enum {string} */
                    place: "studio" | "home" | "virtual";
                    durationMinutes: number;
                    /** @enum {string} */
                    creditKind: "assessment" | "training" | "youth" | "duo" | "family" | "virtual" | "nutrition" | "recovery" | "massage" | "group" | "boxing" | "studio";
                    creditsNeeded: number;
                    price?: string | number | null;
                    /** @default 1 */
                    participantsMin?: number;
                    /** @default 1 */
                    participantsMax?: number;
                    /** @default 0 */
                    travelBufferMinutes?: number;
                    /** @default [] */
                    expertIds?: string[];
                    /** @default [] */
                    locationIds?: string[];
                    /** @default true */
                    active?: boolean;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Offering"];
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getOfferingsById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Offering"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    putOfferingsById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    /** @default  */
                    description?: string;
                    /** @enum {string} */
                    serviceType: "Assessment" | "Training" | "Duo" | "Family" | "Youth" | "Nutrition" | "Recovery" | "Massage" | "Boxing" | "Group Coaching" | "Studio Training" | "Studio Boxing" | "Virtual Training" | "Virtual Nutrition";
                    /** @enum {string} */
                    category: "assessment" | "training" | "youth" | "duo" | "family" | "virtual" | "nutrition" | "recovery" | "massage" | "group" | "boxing" | "studio";
                    /** @enum {string} */
                    place: "studio" | "home" | "virtual";
                    durationMinutes: number;
                    /** @enum {string} */
                    creditKind: "assessment" | "training" | "youth" | "duo" | "family" | "virtual" | "nutrition" | "recovery" | "massage" | "group" | "boxing" | "studio";
                    creditsNeeded: number;
                    price?: string | number | null;
                    /** @default 1 */
                    participantsMin?: number;
                    /** @default 1 */
                    participantsMax?: number;
                    /** @default 0 */
                    travelBufferMinutes?: number;
                    /** @default [] */
                    expertIds?: string[];
                    /** @default [] */
                    locationIds?: string[];
                    /** @default true */
                    active?: boolean;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Offering"];
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    postOfferingsByIdDeactivate: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Offering"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    postOfferingsByIdActivate: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Offering"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getMeOfferings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BookableOfferings"];
                };
            };
        };
    };
    getExperts: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ExpertList"];
                };
            };
        };
    };
    getExpertsByExpertIdAvailability: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                expertId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ExpertAvailability"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    putExpertsByExpertIdWeeklyHours: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                expertId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    hours: {
                        weekday: number;
                        start: string;
                        end: string;
                    }[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ExpertAvailability"];
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    postExpertsByExpertIdExceptions: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                expertId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    kind: "time_off" | "custom_hours";
                    /** Format: date */
                    startsOn: string;
                    /** Format: date */
                    endsOn: string;
                    /** @default null */
                    start?: string | null;
                    /** @default null */
                    end?: string | null;
                    /** @default  */
                    note?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AvailabilityException"];
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    deleteExpertsByExpertIdExceptionsByExceptionId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                expertId: string;
                exceptionId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getAvailability: {
        parameters: {
            query: {
                offeringId: string;
                date: string;
                expertId?: string;
                customerId?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Availability"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getMeAvailability: {
        parameters: {
            query: {
                offeringId: string;
                date: string;
                expertId?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Availability"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getAvailabilityDays: {
        parameters: {
            query: {
                offeringId: string;
                expertId?: string;
                customerId?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BookingDays"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getMeAvailabilityDays: {
        parameters: {
            query: {
                offeringId: string;
                expertId?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BookingDays"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getServices: {
        parameters: {
            query?: {
                page?: number;
                /** @description Rows per page: 5, 10, 20, 25, 50, 100. */
                pageSize?: number;
                status?: string;
                upcoming?: "true" | "false";
                q?: string;
                expertId?: string;
                customerId?: string;
                serviceType?: "Assessment" | "Training" | "Duo" | "Family" | "Youth" | "Nutrition" | "Recovery" | "Massage" | "Boxing" | "Group Coaching" | "Studio Training" | "Studio Boxing" | "Virtual Training" | "Virtual Nutrition";
                from?: string;
                to?: string;
                sort?: "startsAt" | "-startsAt" | "createdAt" | "-createdAt" | "status" | "-status" | "serviceType" | "-serviceType";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServicePage"];
                };
            };
        };
    };
    postServices: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: uuid */
                    offeringId: string;
                    /** Format: date-time */
                    startsAt: string;
                    expertId?: string | null;
                    /** @default [] */
                    participants?: {
                        name?: string;
                        /** Format: uuid */
                        householdMemberId?: string;
                    }[];
                    locationId?: string | null;
                    address?: string | null;
                    point?: {
                        latitude: number;
                        longitude: number;
                    } | null;
                    /** @default  */
                    notes?: string;
                    /** @default null */
                    reminderMinutes?: (5 | 10 | 15 | 20 | 30) | null;
                    /** Format: uuid */
                    customerId: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Service"];
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BookingConflict"];
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getServicesById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Service"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    postServicesByIdTransitions: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    to: "Requested" | "Confirmed" | "Completed" | "Rescheduled" | "Canceled" | "Tracking" | "Arrived";
                    reason?: string;
                    /** Format: date-time */
                    startsAt?: string;
                    completionNotes?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Service"];
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BookingConflict"];
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getServicesByIdHistory: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceHistory"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getMeServices: {
        parameters: {
            query?: {
                page?: number;
                /** @description Rows per page: 5, 10, 20, 25, 50, 100. */
                pageSize?: number;
                status?: string;
                upcoming?: "true" | "false";
                q?: string;
                expertId?: string;
                serviceType?: "Assessment" | "Training" | "Duo" | "Family" | "Youth" | "Nutrition" | "Recovery" | "Massage" | "Boxing" | "Group Coaching" | "Studio Training" | "Studio Boxing" | "Virtual Training" | "Virtual Nutrition";
                from?: string;
                to?: string;
                sort?: "startsAt" | "-startsAt" | "createdAt" | "-createdAt" | "status" | "-status" | "serviceType" | "-serviceType";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServicePage"];
                };
            };
        };
    };
    postMeServices: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: uuid */
                    offeringId: string;
                    /** Format: date-time */
                    startsAt: string;
                    expertId?: string | null;
                    /** @default [] */
                    participants?: {
                        name?: string;
                        /** Format: uuid */
                        householdMemberId?: string;
                    }[];
                    locationId?: string | null;
                    address?: string | null;
                    point?: {
                        latitude: number;
                        longitude: number;
                    } | null;
                    /** @default  */
                    notes?: string;
                    /** @default null */
                    reminderMinutes?: (5 | 10 | 15 | 20 | 30) | null;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Service"];
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BookingConflict"];
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getMeServicesById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Service"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    postMeServicesByIdTransitions: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    to: "Requested" | "Confirmed" | "Completed" | "Rescheduled" | "Canceled" | "Tracking" | "Arrived";
                    reason?: string;
                    /** Format: date-time */
                    startsAt?: string;
                    completionNotes?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Service"];
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BookingConflict"];
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getMeServicesByIdHistory: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceHistory"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    putServicesByIdCompletionNotes: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    completionNotes: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Service"];
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    postMeServicesByIdReview: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    stars: number;
                    /** @default  */
                    text?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Service"];
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getGroups: {
        parameters: {
            query?: {
                kind?: "Group Class" | "Bootcamp" | "Sports Camp";
                expertId?: string;
                locationId?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            id: string;
                            /** @enum {string} */
                            kind: "Group Class" | "Bootcamp" | "Sports Camp";
                            name: string;
                            description: string;
                            expert: {
                                id: string;
                                name: string;
                            };
                            location: {
                                id: string;
                                display: string;
                            } | null;
                            capacity: number;
                            waitlistLimit: number;
                            durationMinutes: number;
                            creditKind: ("assessment" | "training" | "youth" | "duo" | "family" | "virtual" | "nutrition" | "recovery" | "massage" | "group" | "boxing" | "studio") | null;
                            credits: number;
                            priceCents: number | null;
                            schedule: {
                                /** @enum {string} */
                                type: "weekly";
                                weekdays: number[];
                                startTime: string;
                                /** Format: date */
                                firstDate: string;
                                /** Format: date */
                                lastDate: string;
                            } | {
                                /** @enum {string} */
                                type: "dates";
                                sessions: {
                                    /** Format: date */
                                    date: string;
                                    startTime: string;
                                }[];
                            };
                            seriesSeatsTaken: number;
                            nextOccurrence: {
                                id: string;
                                groupId: string;
                                groupName: string;
                                /** @enum {string} */
                                kind: "Group Class" | "Bootcamp" | "Sports Camp";
                                /** @enum {string} */
                                status: "scheduled" | "canceled";
                                startsAt: string;
                                endsAt: string;
                                scheduledDate: string;
                                expert: {
                                    id: string;
                                    name: string;
                                };
                                capacity: number;
                                seatsTaken: number;
                                seatsLeft: number;
                                waitlisted: number;
                                timeZone: string;
                                closedAt: string | null;
                            } | null;
                            fillRate: number;
                            timeZone: string;
                        }[];
                    };
                };
            };
        };
    };
    postGroups: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    kind: "Group Class" | "Bootcamp" | "Sports Camp";
                    name: string;
                    /** @default  */
                    description?: string;
                    /** Format: uuid */
                    expertId: string;
                    /** @default null */
                    locationId?: string | null;
                    capacity: number;
                    /** @default 0 */
                    waitlistLimit?: number;
                    durationMinutes: number;
                    /** @default null */
                    creditKind?: ("assessment" | "training" | "youth" | "duo" | "family" | "virtual" | "nutrition" | "recovery" | "massage" | "group" | "boxing" | "studio") | null;
                    /** @default 0 */
                    credits?: number;
                    price?: string | number | null;
                    schedule: {
                        /** @enum {string} */
                        type: "weekly";
                        weekdays: number[];
                        startTime: string;
                        /** Format: date */
                        firstDate: string;
                        /** Format: date */
                        lastDate: string;
                    } | {
                        /** @enum {string} */
                        type: "dates";
                        sessions: {
                            /** Format: date */
                            date: string;
                            startTime: string;
                        }[];
                    };
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        /** @enum {string} */
                        kind: "Group Class" | "Bootcamp" | "Sports Camp";
                        name: string;
                        description: string;
                        expert: {
                            id: string;
                            name: string;
                        };
                        location: {
                            id: string;
                            display: string;
                        } | null;
                        capacity: number;
                        waitlistLimit: number;
                        durationMinutes: number;
                        creditKind: ("assessment" | "training" | "youth" | "duo" | "family" | "virtual" | "nutrition" | "recovery" | "massage" | "group" | "boxing" | "studio") | null;
                        credits: number;
                        priceCents: number | null;
                        schedule: {
                            /** @enum {string} */
                            type: "weekly";
                            weekdays: number[];
                            startTime: string;
                            /** Format: date */
                            firstDate: string;
                            /** Format: date */
                            lastDate: string;
                        } | {
                            /** @enum {string} */
                            type: "dates";
                            sessions: {
                                /** Format: date */
                                date: string;
                                startTime: string;
                            }[];
                        };
                        seriesSeatsTaken: number;
                        nextOccurrence: {
                            id: string;
                            groupId: string;
                            groupName: string;
                            /** @enum {string} */
                            kind: "Group Class" | "Bootcamp" | "Sports Camp";
                            /** @enum {string} */
                            status: "scheduled" | "canceled";
                            startsAt: string;
                            endsAt: string;
                            scheduledDate: string;
                            expert: {
                                id: string;
                                name: string;
                            };
                            capacity: number;
                            seatsTaken: number;
                            seatsLeft: number;
                            waitlisted: number;
                            timeZone: string;
                            closedAt: string | null;
                        } | null;
                        fillRate: number;
                        timeZone: string;
                        occurrences: {
                            id: string;
                            groupId: string;
                            groupName: string;
                            /** @enum {string} */
                            kind: "Group Class" | "Bootcamp" | "Sports Camp";
                            /** @enum {string} */
                            status: "scheduled" | "canceled";
                            startsAt: string;
                            endsAt: string;
                            scheduledDate: string;
                            expert: {
                                id: string;
                                name: string;
                            };
                            capacity: number;
                            seatsTaken: number;
                            seatsLeft: number;
                            waitlisted: number;
                            timeZone: string;
                            closedAt: string | null;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GroupScheduleConflict"];
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getGroupsById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        /** @enum {string} */
                        kind: "Group Class" | "Bootcamp" | "Sports Camp";
                        name: string;
                        description: string;
                        expert: {
                            id: string;
                            name: string;
                        };
                        location: {
                            id: string;
                            display: string;
                        } | null;
                        capacity: number;
                        waitlistLimit: number;
                        durationMinutes: number;
                        creditKind: ("assessment" | "training" | "youth" | "duo" | "family" | "virtual" | "nutrition" | "recovery" | "massage" | "group" | "boxing" | "studio") | null;
                        credits: number;
                        priceCents: number | null;
                        schedule: {
                            /** @enum {string} */
                            type: "weekly";
                            weekdays: number[];
                            startTime: string;
                            /** Format: date */
                            firstDate: string;
                            /** Format: date */
                            lastDate: string;
                        } | {
                            /** @enum {string} */
                            type: "dates";
                            sessions: {
                                /** Format: date */
                                date: string;
                                startTime: string;
                            }[];
                        };
                        seriesSeatsTaken: number;
                        nextOccurrence: {
                            id: string;
                            groupId: string;
                            groupName: string;
                            /** @enum {string} */
                            kind: "Group Class" | "Bootcamp" | "Sports Camp";
                            /** @enum {string} */
                            status: "scheduled" | "canceled";
                            startsAt: string;
                            endsAt: string;
                            scheduledDate: string;
                            expert: {
                                id: string;
                                name: string;
                            };
                            capacity: number;
                            seatsTaken: number;
                            seatsLeft: number;
                            waitlisted: number;
                            timeZone: string;
                            closedAt: string | null;
                        } | null;
                        fillRate: number;
                        timeZone: string;
                        occurrences: {
                            id: string;
                            groupId: string;
                            groupName: string;
                            /** @enum {string} */
                            kind: "Group Class" | "Bootcamp" | "Sports Camp";
                            /** @enum {string} */
                            status: "scheduled" | "canceled";
                            startsAt: string;
                            endsAt: string;
                            scheduledDate: string;
                            expert: {
                                id: string;
                                name: string;
                            };
                            capacity: number;
                            seatsTaken: number;
                            seatsLeft: number;
                            waitlisted: number;
                            timeZone: string;
                            closedAt: string | null;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    patchGroupsById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name?: string;
                    description?: string;
                    capacity?: number;
                    waitlistLimit?: number;
                    locationId?: string | null;
                    /** Format: uuid */
                    expertId?: string;
                    creditKind?: ("assessment" | "training" | "youth" | "duo" | "family" | "virtual" | "nutrition" | "recovery" | "massage" | "group" | "boxing" | "studio") | null;
                    credits?: number;
                    price?: string | number | null;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        /** @enum {string} */
                        kind: "Group Class" | "Bootcamp" | "Sports Camp";
                        name: string;
                        description: string;
                        expert: {
                            id: string;
                            name: string;
                        };
                        location: {
                            id: string;
                            display: string;
                        } | null;
                        capacity: number;
                        waitlistLimit: number;
                        durationMinutes: number;
                        creditKind: ("assessment" | "training" | "youth" | "duo" | "family" | "virtual" | "nutrition" | "recovery" | "massage" | "group" | "boxing" | "studio") | null;
                        credits: number;
                        priceCents: number | null;
                        schedule: {
                            /** @enum {string} */
                            type: "weekly";
                            weekdays: number[];
                            startTime: string;
                            /** Format: date */
                            firstDate: string;
                            /** Format: date */
                            lastDate: string;
                        } | {
                            /** @enum {string} */
                            type: "dates";
                            sessions: {
                                /** Format: date */
                                date: string;
                                startTime: string;
                            }[];
                        };
                        seriesSeatsTaken: number;
                        nextOccurrence: {
                            id: string;
                            groupId: string;
                            groupName: string;
                            /** @enum {string} */
                            kind: "Group Class" | "Bootcamp" | "Sports Camp";
                            /** @enum {string} */
                            status: "scheduled" | "canceled";
                            startsAt: string;
                            endsAt: string;
                            scheduledDate: string;
                            expert: {
                                id: string;
                                name: string;
                            };
                            capacity: number;
                            seatsTaken: number;
                            seatsLeft: number;
                            waitlisted: number;
                            timeZone: string;
                            closedAt: string | null;
                        } | null;
                        fillRate: number;
                        timeZone: string;
                        occurrences: {
                            id: string;
                            groupId: string;
                            groupName: string;
                            /** @enum {string} */
                            kind: "Group Class" | "Bootcamp" | "Sports Camp";
                            /** @enum {string} */
                            status: "scheduled" | "canceled";
                            startsAt: string;
                            endsAt: string;
                            scheduledDate: string;
                            expert: {
                                id: string;
                                name: string;
                            };
                            capacity: number;
                            seatsTaken: number;
                            seatsLeft: number;
                            waitlisted: number;
                            timeZone: string;
                            closedAt: string | null;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GroupScheduleConflict"];
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getGroupSettings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        waitlistCutoffMinutes: number;
                    };
                };
            };
        };
    };
    putGroupSettings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    waitlistCutoffMinutes: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        waitlistCutoffMinutes: number;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    patchGroupOccurrencesById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    action: "skip";
                    /** @default  */
                    reason?: string;
                } | {
                    /** @enum {string} */
                    action: "move";
                    /** Format: date */
                    date: string;
                    startTime: string;
                } | {
                    /** @enum {string} */
                    action: "expert";
                    /** Format: uuid */
                    expertId: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        groupId: string;
                        groupName: string;
                        /** @enum {string} */
                        kind: "Group Class" | "Bootcamp" | "Sports Camp";
                        /** @enum {string} */
                        status: "scheduled" | "canceled";
                        startsAt: string;
                        endsAt: string;
                        scheduledDate: string;
                        expert: {
                            id: string;
                            name: string;
                        };
                        capacity: number;
                        seatsTaken: number;
                        seatsLeft: number;
                        waitlisted: number;
                        timeZone: string;
                        closedAt: string | null;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GroupScheduleConflict"];
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    postGroupOccurrencesByIdCancel: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @default  */
                    reason?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        occurrence: {
                            id: string;
                            groupId: string;
                            groupName: string;
                            /** @enum {string} */
                            kind: "Group Class" | "Bootcamp" | "Sports Camp";
                            /** @enum {string} */
                            status: "scheduled" | "canceled";
                            startsAt: string;
                            endsAt: string;
                            scheduledDate: string;
                            expert: {
                                id: string;
                                name: string;
                            };
                            capacity: number;
                            seatsTaken: number;
                            seatsLeft: number;
                            waitlisted: number;
                            timeZone: string;
                            closedAt: string | null;
                        };
                        seats: {
                            id: string;
                            groupId: string;
                            occurrenceId: string | null;
                            customer: {
                                id: string;
                                name: string;
                            };
                            /** @enum {string} */
                            status: "booked" | "waitlisted" | "left" | "late_left" | "dropped" | "skipped" | "canceled";
                            seats: number;
                            participants: string[];
                            credits: number;
                            waitlistPosition: number | null;
                            statusReason: string | null;
                            attendance: ("checked_in" | "no_show") | null;
                            owedCents: number;
                            waiver: components["schemas"]["WaiverStatus"] | null;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getGroupOccurrencesByIdRoster: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        occurrence: {
                            id: string;
                            groupId: string;
                            groupName: string;
                            /** @enum {string} */
                            kind: "Group Class" | "Bootcamp" | "Sports Camp";
                            /** @enum {string} */
                            status: "scheduled" | "canceled";
                            startsAt: string;
                            endsAt: string;
                            scheduledDate: string;
                            expert: {
                                id: string;
                                name: string;
                            };
                            capacity: number;
                            seatsTaken: number;
                            seatsLeft: number;
                            waitlisted: number;
                            timeZone: string;
                            closedAt: string | null;
                        };
                        seats: {
                            id: string;
                            groupId: string;
                            occurrenceId: string | null;
                            customer: {
                                id: string;
                                name: string;
                            };
                            /** @enum {string} */
                            status: "booked" | "waitlisted" | "left" | "late_left" | "dropped" | "skipped" | "canceled";
                            seats: number;
                            participants: string[];
                            credits: number;
                            waitlistPosition: number | null;
                            statusReason: string | null;
                            attendance: ("checked_in" | "no_show") | null;
                            owedCents: number;
                            waiver: components["schemas"]["WaiverStatus"] | null;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    postGroupOccurrencesByIdSeats: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: uuid */
                    customerId: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        groupId: string;
                        occurrenceId: string | null;
                        customer: {
                            id: string;
                            name: string;
                        };
                        /** @enum {string} */
                        status: "booked" | "waitlisted" | "left" | "late_left" | "dropped" | "skipped" | "canceled";
                        seats: number;
                        participants: string[];
                        credits: number;
                        waitlistPosition: number | null;
                        statusReason: string | null;
                        attendance: ("checked_in" | "no_show") | null;
                        owedCents: number;
                        waiver: components["schemas"]["WaiverStatus"] | null;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    postGroupOccurrencesByIdAttendanceBySeatId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
                seatId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    mark: "checked_in" | "no_show";
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        occurrence: {
                            id: string;
                            groupId: string;
                            groupName: string;
                            /** @enum {string} */
                            kind: "Group Class" | "Bootcamp" | "Sports Camp";
                            /** @enum {string} */
                            status: "scheduled" | "canceled";
                            startsAt: string;
                            endsAt: string;
                            scheduledDate: string;
                            expert: {
                                id: string;
                                name: string;
                            };
                            capacity: number;
                            seatsTaken: number;
                            seatsLeft: number;
                            waitlisted: number;
                            timeZone: string;
                            closedAt: string | null;
                        };
                        seats: {
                            id: string;
                            groupId: string;
                            occurrenceId: string | null;
                            customer: {
                                id: string;
                                name: string;
                            };
                            /** @enum {string} */
                            status: "booked" | "waitlisted" | "left" | "late_left" | "dropped" | "skipped" | "canceled";
                            seats: number;
                            participants: string[];
                            credits: number;
                            waitlistPosition: number | null;
                            statusReason: string | null;
                            attendance: ("checked_in" | "no_show") | null;
                            owedCents: number;
                            waiver: components["schemas"]["WaiverStatus"] | null;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    postGroupSeatsByIdMove: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: uuid */
                    occurrenceId: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        groupId: string;
                        occurrenceId: string | null;
                        customer: {
                            id: string;
                            name: string;
                        };
                        /** @enum {string} */
                        status: "booked" | "waitlisted" | "left" | "late_left" | "dropped" | "skipped" | "canceled";
                        seats: number;
                        participants: string[];
                        credits: number;
                        waitlistPosition: number | null;
                        statusReason: string | null;
                        attendance: ("checked_in" | "no_show") | null;
                        owedCents: number;
                        waiver: components["schemas"]["WaiverStatus"] | null;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    deleteGroupSeatsById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        groupId: string;
                        occurrenceId: string | null;
                        customer: {
                            id: string;
                            name: string;
                        };
                        /** @enum {string} */
                        status: "booked" | "waitlisted" | "left" | "late_left" | "dropped" | "skipped" | "canceled";
                        seats: number;
                        participants: string[];
                        credits: number;
                        waitlistPosition: number | null;
                        statusReason: string | null;
                        attendance: ("checked_in" | "no_show") | null;
                        owedCents: number;
                        waiver: components["schemas"]["WaiverStatus"] | null;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getMeClasses: {
        parameters: {
            query?: {
                days?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            id: string;
                            groupId: string;
                            groupName: string;
                            /** @enum {string} */
                            kind: "Group Class" | "Bootcamp" | "Sports Camp";
                            /** @enum {string} */
                            status: "scheduled" | "canceled";
                            startsAt: string;
                            endsAt: string;
                            scheduledDate: string;
                            expert: {
                                id: string;
                                name: string;
                            };
                            capacity: number;
                            seatsTaken: number;
                            seatsLeft: number;
                            waitlisted: number;
                            timeZone: string;
                            closedAt: string | null;
                            location: {
                                id: string;
                                display: string;
                            } | null;
                            credits: number;
                            creditKind: ("assessment" | "training" | "youth" | "duo" | "family" | "virtual" | "nutrition" | "recovery" | "massage" | "group" | "boxing" | "studio") | null;
                            mySeat: {
                                id: string;
                                groupId: string;
                                occurrenceId: string | null;
                                customer: {
                                    id: string;
                                    name: string;
                                };
                                /** @enum {string} */
                                status: "booked" | "waitlisted" | "left" | "late_left" | "dropped" | "skipped" | "canceled";
                                seats: number;
                                participants: string[];
                                credits: number;
                                waitlistPosition: number | null;
                                statusReason: string | null;
                                attendance: ("checked_in" | "no_show") | null;
                                owedCents: number;
                                waiver: components["schemas"]["WaiverStatus"] | null;
                            } | null;
                            claimable: boolean;
                        }[];
                    };
                };
            };
        };
    };
    postMeClassesByIdJoin: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @default [] */
                    participants?: string[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        groupId: string;
                        occurrenceId: string | null;
                        customer: {
                            id: string;
                            name: string;
                        };
                        /** @enum {string} */
                        status: "booked" | "waitlisted" | "left" | "late_left" | "dropped" | "skipped" | "canceled";
                        seats: number;
                        participants: string[];
                        credits: number;
                        waitlistPosition: number | null;
                        statusReason: string | null;
                        attendance: ("checked_in" | "no_show") | null;
                        owedCents: number;
                        waiver: components["schemas"]["WaiverStatus"] | null;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    deleteMeClassSeatsById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        groupId: string;
                        occurrenceId: string | null;
                        customer: {
                            id: string;
                            name: string;
                        };
                        /** @enum {string} */
                        status: "booked" | "waitlisted" | "left" | "late_left" | "dropped" | "skipped" | "canceled";
                        seats: number;
                        participants: string[];
                        credits: number;
                        waitlistPosition: number | null;
                        statusReason: string | null;
                        attendance: ("checked_in" | "no_show") | null;
                        owedCents: number;
                        waiver: components["schemas"]["WaiverStatus"] | null;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getServicesByIdPlans: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        serviceId: string;
                        workout: {
                            blocks: {
                                /** @enum {string} */
                                type: "Warm Up" | "Trainer Session" | "Personal Workout" | "Cool Down" | "Recovery";
                                exercises: {
                                    activity: string;
                                    /** @default null */
                                    reps: number | null;
                                    /** @default null */
                                    durationSeconds: number | null;
                                    /** @default null */
                                    weightLbs: number | null;
                                }[];
                            }[];
                        } | null;
                        recovery: {
                            steps: {
                                /** @enum {string} */
                                modality: "Compression Arms" | "Compression Hips" | "Compression Thighs" | "Compression Calves" | "Infrared Sauna" | "Deep Tissue Massage" | "Sports Massage" | "Swedish Massage";
                                /** @enum {string} */
                                intensity: "Very Low" | "Low" | "Moderate" | "High" | "Very High";
                                durationMinutes: number;
                            }[];
                        } | null;
                        updatedAt: string | null;
                        updatedBy: {
                            id: string;
                            name: string;
                        } | null;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    putServicesByIdPlans: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    workout: {
                        blocks: {
                            /** @enum {string} */
                            type: "Warm Up" | "Trainer Session" | "Personal Workout" | "Cool Down" | "Recovery";
                            exercises: {
                                activity: string;
                                /** @default null */
                                reps?: number | null;
                                /** @default null */
                                durationSeconds?: number | null;
                                /** @default null */
                                weightLbs?: number | null;
                            }[];
                        }[];
                    } | null;
                    recovery: {
                        steps: {
                            /** @enum {string} */
                            modality: "Compression Arms" | "Compression Hips" | "Compression Thighs" | "Compression Calves" | "Infrared Sauna" | "Deep Tissue Massage" | "Sports Massage" | "Swedish Massage";
                            /** @enum {string} */
                            intensity: "Very Low" | "Low" | "Moderate" | "High" | "Very High";
                            durationMinutes: number;
                        }[];
                    } | null;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        serviceId: string;
                        workout: {
                            blocks: {
                                /** @enum {string} */
                                type: "Warm Up" | "Trainer Session" | "Personal Workout" | "Cool Down" | "Recovery";
                                exercises: {
                                    activity: string;
                                    /** @default null */
                                    reps: number | null;
                                    /** @default null */
                                    durationSeconds: number | null;
                                    /** @default null */
                                    weightLbs: number | null;
                                }[];
                            }[];
                        } | null;
                        recovery: {
                            steps: {
                                /** @enum {string} */
                                modality: "Compression Arms" | "Compression Hips" | "Compression Thighs" | "Compression Calves" | "Infrared Sauna" | "Deep Tissue Massage" | "Sports Massage" | "Swedish Massage";
                                /** @enum {string} */
                                intensity: "Very Low" | "Low" | "Moderate" | "High" | "Very High";
                                durationMinutes: number;
                            }[];
                        } | null;
                        updatedAt: string | null;
                        updatedBy: {
                            id: string;
                            name: string;
                        } | null;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getMeServicesByIdPlans: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        serviceId: string;
                        workout: {
                            blocks: {
                                /** @enum {string} */
                                type: "Warm Up" | "Trainer Session" | "Personal Workout" | "Cool Down" | "Recovery";
                                exercises: {
                                    activity: string;
                                    /** @default null */
                                    reps: number | null;
                                    /** @default null */
                                    durationSeconds: number | null;
                                    /** @default null */
                                    weightLbs: number | null;
                                }[];
                            }[];
                        } | null;
                        recovery: {
                            steps: {
                                /** @enum {string} */
                                modality: "Compression Arms" | "Compression Hips" | "Compression Thighs" | "Compression Calves" | "Infrared Sauna" | "Deep Tissue Massage" | "Sports Massage" | "Swedish Massage";
                                /** @enum {string} */
                                intensity: "Very Low" | "Low" | "Moderate" | "High" | "Very High";
                                durationMinutes: number;
                            }[];
                        } | null;
                        updatedAt: string | null;
                        updatedBy: {
                            id: string;
                            name: string;
                        } | null;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getContractTemplates: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ContractTemplateList"];
                };
            };
        };
    };
    postContractTemplates: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    /** @enum {string} */
                    kind: "waiver" | "membership_agreement" | "contractor_agreement" | "other";
                    bodies: {
                        en: string;
                        /** @default  */
                        fr?: string;
                        /** @default  */
                        ar?: string;
                    };
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ContractTemplateDetail"];
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getContractTemplatesById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ContractTemplateDetail"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    putContractTemplatesById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    /** @enum {string} */
                    kind: "waiver" | "membership_agreement" | "contractor_agreement" | "other";
                    bodies: {
                        en: string;
                        /** @default  */
                        fr?: string;
                        /** @default  */
                        ar?: string;
                    };
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ContractTemplateDetail"];
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    postContractTemplatesByIdPublish: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    version: number;
                    /** @default false */
                    requireResign?: boolean;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ContractTemplateDetail"];
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getContractSettings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ContractSettings"];
                };
            };
        };
    };
    putContractSettings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    requiredWaiverTemplateId: string | null;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ContractSettings"];
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getContracts: {
        parameters: {
            query?: {
                page?: number;
                /** @description Rows per page: 5, 10, 20, 25, 50, 100. */
                pageSize?: number;
                q?: string;
                status?: "draft" | "sent" | "viewed" | "countersign" | "signed" | "declined" | "voided" | "expired" | "excused";
                kind?: "waiver" | "membership_agreement" | "contractor_agreement" | "other";
                personId?: string;
                unsigned?: "true" | "false";
                sort?: "issuedAt" | "person" | "status" | "title";
                order?: "asc" | "desc";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ContractPage"];
                };
            };
        };
    };
    postContracts: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: uuid */
                    templateId: string;
                    /** Format: uuid */
                    personId: string;
                    /** @default null */
                    dependantId?: string | null;
                    /** @default 14 */
                    expiresInDays?: number;
                    /** @default true */
                    send?: boolean;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Contract"];
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getContractsCsv: {
        parameters: {
            query?: {
                q?: string;
                status?: "draft" | "sent" | "viewed" | "countersign" | "signed" | "declined" | "voided" | "expired" | "excused";
                kind?: "waiver" | "membership_agreement" | "contractor_agreement" | "other";
                personId?: string;
                unsigned?: "true" | "false";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    getContractsById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ContractDetail"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    postContractsByIdSend: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Contract"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    postContractsByIdVoid: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    reason: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Contract"];
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    postContractsByIdVerify: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @default null */
                    pdf?: string | null;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ContractVerification"];
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getContractsByIdPdf: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The file’s bytes (application/pdf, or the scan’s type) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": string;
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getContractsByIdScan: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The file’s bytes (application/pdf, or the scan’s type) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": string;
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    postContractsByIdCountersign: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {boolean} */
                    consent: true;
                    consentVersion: string;
                    typedName: string;
                    /** @default null */
                    signaturePng?: string | null;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Contract"];
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getCustomersByCustomerIdWaiver: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                customerId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CustomerWaivers"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    postWaiversPaper: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: uuid */
                    templateId: string;
                    /** Format: uuid */
                    personId: string;
                    /** @default null */
                    dependantId?: string | null;
                    /** Format: date */
                    signedOn: string;
                    scan: {
                        /** @enum {string} */
                        contentType: "application/pdf" | "image/jpeg" | "image/png";
                        /** Format: byte */
                        data: string;
                    };
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Contract"];
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    postWaiversExcuse: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    reason: string;
                    /** Format: uuid */
                    personId: string;
                    /** @default null */
                    dependantId?: string | null;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Contract"];
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getMeContracts: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OwnContracts"];
                };
            };
        };
    };
    getMeWaiver: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CustomerWaivers"];
                };
            };
        };
    };
    postMeWaiver: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @default null */
                    dependantId?: string | null;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WaiverToSign"];
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getMeContractsById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ContractToSign"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    postMeContractsByIdSign: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {boolean} */
                    consent: true;
                    consentVersion: string;
                    typedName: string;
                    /** @default null */
                    signaturePng?: string | null;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Contract"];
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    postMeContractsByIdDecline: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @default  */
                    reason?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Contract"];
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getMeContractsByIdPdf: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The file’s bytes (application/pdf, or the scan’s type) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": string;
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getContractLinksByToken: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                token: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ContractToSign"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    postContractLinksByTokenSign: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                token: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {boolean} */
                    consent: true;
                    consentVersion: string;
                    typedName: string;
                    /** @default null */
                    signaturePng?: string | null;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Contract"];
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    postContractLinksByTokenDecline: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                token: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @default  */
                    reason?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Contract"];
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getContractLinksByTokenPdf: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                token: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The file’s bytes (application/pdf, or the scan’s type) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": string;
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getCalendar: {
        parameters: {
            query: {
                from: string;
                to: string;
                expertId?: string;
                locationId?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Calendar"];
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getMeCalendarFeed: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CalendarFeedStatus"];
                };
            };
        };
    };
    postMeCalendarFeed: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CalendarFeedCreated"];
                };
            };
        };
    };
    deleteMeCalendarFeed: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CalendarFeedStatus"];
                };
            };
        };
    };
    getCalendarFeedByTokenIcs: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                token: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description An iCalendar (RFC 5545) document. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": string;
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getMeNotifications: {
        parameters: {
            query?: {
                limit?: number;
                before?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: components["schemas"]["Notification"][];
                        unreadCount: number;
                        timeZone: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    postMeNotificationsByIdRead: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    postMeNotificationsReadAll: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        marked: number;
                    };
                };
            };
        };
    };
    getLive: {
        parameters: {
            query?: {
                lastEventId?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description text/event-stream */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": string;
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    postServicesByIdPosition: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    latitude: number;
                    longitude: number;
                    accuracy?: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "Tracking" | "Arrived";
                        distanceMeters: number | null;
                        eta: {
                            minMinutes: number;
                            maxMinutes: number;
                        } | null;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getServicesByIdTrip: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Trip"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getMeServicesByIdTrip: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Trip"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getTrackingTrips: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: components["schemas"]["Trip"][];
                        timeZone: string;
                    };
                };
            };
        };
    };
    getTrackingDistance: {
        parameters: {
            query?: {
                customerId?: string;
                serviceId?: string;
                offeringId?: string;
                date?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DistanceRanking"];
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getTrackingMyClients: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            /** Format: uuid */
                            sessionId: string;
                            startsAt: string;
                            status: string;
                            offeringName: string;
                            customerName: string;
                            address: string | null;
                            point: {
                                latitude: number;
                                longitude: number;
                            } | null;
                            from: ("position" | "home") | null;
                            distanceMeters: number | null;
                            eta: {
                                minMinutes: number;
                                maxMinutes: number;
                            } | null;
                        }[];
                        timeZone: string;
                        homeBase: {
                            latitude: number;
                            longitude: number;
                        } | null;
                    };
                };
            };
        };
    };
    postServicesByIdAssign: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: uuid */
                    expertId: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getCustomers: {
        parameters: {
            query?: {
                page?: number;
                /** @description Rows per page: 5, 10, 20, 25, 50, 100. */
                pageSize?: number;
                q?: string;
                /** @description A field, descending with a leading "-". */
                sort?: "fullName" | "-fullName" | "email" | "-email" | "createdAt" | "-createdAt";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CustomerPage"];
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getCustomersByCustomerId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                customerId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Customer"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    postCustomersImportPreview: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CustomerImportInputInput"];
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CustomerImportPreview"];
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description Default Response */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    postCustomersImport: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CustomerImportInputInput"];
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CustomerImportResult"];
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description Default Response */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getMembersOnboarding: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Onboarding"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    putMembersOnboardingProfile: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    fullName: string;
                    phone: string;
                    /** Format: date */
                    dateOfBirth: string;
                    address: string;
                    city: string;
                    emergencyContactName: string;
                    emergencyContactPhone: string;
                    latitude?: number | null;
                    longitude?: number | null;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Onboarding"];
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    putMembersOnboardingInterests: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    sports: ("americanFootball" | "archery" | "australianRulesFootball" | "badminton" | "ballet" | "barre" | "baseball" | "basketball" | "beachVolleyball" | "bouldering" | "bowling" | "boxing" | "calisthenics" | "canoeing" | "cheerleading" | "cricket" | "crossCountrySkiing" | "curling" | "cycling" | "dance" | "diving" | "dodgeball" | "equestrian" | "fencing" | "fieldHockey" | "figureSkating" | "flagFootball" | "golf" | "gymnastics" | "handball" | "hiking" | "iceHockey" | "indoorCycling" | "jiuJitsu" | "judo" | "jumpRope" | "karate" | "kayaking" | "kickboxing" | "kitesurfing" | "kravMaga" | "lacrosse" | "martialArts" | "mixedMartialArts" | "mountainBiking" | "muayThai" | "netball" | "paddleboarding" | "padel" | "pickleball" | "pilates" | "powerlifting" | "racquetball" | "rockClimbing" | "rollerSkating" | "rowing" | "rugby" | "running" | "sailing" | "skateboarding" | "skiing" | "snowboarding" | "soccer" | "softball" | "squash" | "surfing" | "swimming" | "tableTennis" | "taekwondo" | "taiChi" | "tennis" | "trackAndField" | "trailRunning" | "triathlon" | "ultimateFrisbee" | "volleyball" | "waterPolo" | "weightlifting" | "wrestling" | "yoga")[];
                    goals: ("Weight Loss" | "Strength Training" | "Rehabilitation" | "Senior Fitness" | "Pre/Postnatal" | "Sports Performance" | "Boxing" | "Bodybuilding" | "Functional Training" | "Flexibility & Mobility" | "Corrective Exercise" | "Olympic Weightlifting" | "Powerlifting")[];
                    languages: ("English" | "Spanish" | "French" | "Mandarin" | "Cantonese" | "Korean" | "Japanese" | "German" | "Italian" | "Russian" | "Arabic")[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Onboarding"];
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    putMembersOnboardingMedical: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    conditions: {
                        answer: boolean;
                        /** @default  */
                        details?: string;
                    };
                    medication: {
                        answer: boolean;
                        /** @default  */
                        details?: string;
                    };
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Onboarding"];
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    putMembersOnboardingNutrition: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @default  */
                    diet?: string;
                    /** @default  */
                    allergies?: string;
                    /** @default  */
                    intolerances?: string;
                    /** @default  */
                    mealsPerDay?: string;
                    /** @default  */
                    breakfast?: string;
                    /** @default  */
                    snacking?: string;
                    /** @default  */
                    water?: string;
                    /** @default  */
                    caffeine?: string;
                    /** @default  */
                    alcohol?: string;
                    /** @default  */
                    supplements?: string;
                    /** @default  */
                    cooking?: string;
                    /** @default  */
                    eatingOut?: string;
                    /** @default  */
                    cravings?: string;
                    /** @default  */
                    weightGoal?: string;
                    /** @default  */
                    pastDiets?: string;
                    /** @default  */
                    sleep?: string;
                    /** @default  */
                    nutritionGoal?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Onboarding"];
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    postMembersOnboardingConsent: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {boolean} */
                    agreed: true;
                    /** @enum {string} */
                    termsVersion: "2026-11-01";
                    /** @enum {string} */
                    privacyVersion: "2026-11-01";
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AuthSession"];
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getMembersMeProfile: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MemberProfile"];
                };
            };
        };
    };
    putMembersMeProfile: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    fullName: string;
                    phone: string;
                    /** Format: date */
                    dateOfBirth: string;
                    address: string;
                    city: string;
                    emergencyContactName: string;
                    emergencyContactPhone: string;
                    latitude?: number | null;
                    longitude?: number | null;
                    sports: ("americanFootball" | "archery" | "australianRulesFootball" | "badminton" | "ballet" | "barre" | "baseball" | "basketball" | "beachVolleyball" | "bouldering" | "bowling" | "boxing" | "calisthenics" | "canoeing" | "cheerleading" | "cricket" | "crossCountrySkiing" | "curling" | "cycling" | "dance" | "diving" | "dodgeball" | "equestrian" | "fencing" | "fieldHockey" | "figureSkating" | "flagFootball" | "golf" | "gymnastics" | "handball" | "hiking" | "iceHockey" | "indoorCycling" | "jiuJitsu" | "judo" | "jumpRope" | "karate" | "kayaking" | "kickboxing" | "kitesurfing" | "kravMaga" | "lacrosse" | "martialArts" | "mixedMartialArts" | "mountainBiking" | "muayThai" | "netball" | "paddleboarding" | "padel" | "pickleball" | "pilates" | "powerlifting" | "racquetball" | "rockClimbing" | "rollerSkating" | "rowing" | "rugby" | "running" | "sailing" | "skateboarding" | "skiing" | "snowboarding" | "soccer" | "softball" | "squash" | "surfing" | "swimming" | "tableTennis" | "taekwondo" | "taiChi" | "tennis" | "trackAndField" | "trailRunning" | "triathlon" | "ultimateFrisbee" | "volleyball" | "waterPolo" | "weightlifting" | "wrestling" | "yoga")[];
                    goals: ("Weight Loss" | "Strength Training" | "Rehabilitation" | "Senior Fitness" | "Pre/Postnatal" | "Sports Performance" | "Boxing" | "Bodybuilding" | "Functional Training" | "Flexibility & Mobility" | "Corrective Exercise" | "Olympic Weightlifting" | "Powerlifting")[];
                    languages: ("English" | "Spanish" | "French" | "Mandarin" | "Cantonese" | "Korean" | "Japanese" | "German" | "Italian" | "Russian" | "Arabic")[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MemberProfile"];
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    putMembersMeHealth: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    medical: {
                        conditions: {
                            answer: boolean;
                            /** @default  */
                            details?: string;
                        };
                        medication: {
                            answer: boolean;
                            /** @default  */
                            details?: string;
                        };
                    };
                    nutrition: {
                        /** @default  */
                        diet?: string;
                        /** @default  */
                        allergies?: string;
                        /** @default  */
                        intolerances?: string;
                        /** @default  */
                        mealsPerDay?: string;
                        /** @default  */
                        breakfast?: string;
                        /** @default  */
                        snacking?: string;
                        /** @default  */
                        water?: string;
                        /** @default  */
                        caffeine?: string;
                        /** @default  */
                        alcohol?: string;
                        /** @default  */
                        supplements?: string;
                        /** @default  */
                        cooking?: string;
                        /** @default  */
                        eatingOut?: string;
                        /** @default  */
                        cravings?: string;
                        /** @default  */
                        weightGoal?: string;
                        /** @default  */
                        pastDiets?: string;
                        /** @default  */
                        sleep?: string;
                        /** @default  */
                        nutritionGoal?: string;
                    };
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HealthAnswers"];
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getMembersMePhoto: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    putMembersMePhoto: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    contentType: "image/jpeg" | "image/png" | "image/webp";
                    /** Format: byte */
                    data: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    deleteMembersMePhoto: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    getMembersMeHousehold: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: components["schemas"]["HouseholdMember"][];
                    };
                };
            };
        };
    };
    postMembersMeHousehold: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    fullName: string;
                    /** @enum {string} */
                    relationship: "partner" | "child" | "parent" | "sibling" | "friend" | "other";
                    /** Format: date */
                    dateOfBirth: string;
                    /** @default  */
                    medicalNote?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HouseholdMember"];
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    putMembersMeHouseholdById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    fullName: string;
                    /** @enum {string} */
                    relationship: "partner" | "child" | "parent" | "sibling" | "friend" | "other";
                    /** Format: date */
                    dateOfBirth: string;
                    /** @default  */
                    medicalNote?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HouseholdMember"];
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    deleteMembersMeHouseholdById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getMembersMeExport: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getCustomersByCustomerIdProfile: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                customerId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CustomerProfile"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    putCustomersByCustomerIdPoint: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                customerId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    latitude: number | null;
                    longitude: number | null;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CustomerProfile"];
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getCustomersByCustomerIdPhoto: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                customerId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getCustomersByCustomerIdHealth: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                customerId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HealthAnswers"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getSupportContact: {
        parameters: {
            query: {
                business: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StudioContact"];
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    postSupport: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    businessSlug: string;
                    name: string;
                    email: string;
                    subject: string;
                    message: string;
                    /** @default  */
                    website?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getDashboardsAdminSetup: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SetupChecklist"];
                };
            };
        };
    };
    postDashboardsAdminSetupDismiss: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SetupChecklist"];
                };
            };
        };
    };
    postDashboardsAdminSetupSignupLinkShared: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SetupChecklist"];
                };
            };
        };
    };
    getDashboardsAdmin: {
        parameters: {
            query?: {
                period?: "today" | "week" | "month" | "custom";
                from?: string;
                to?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminDashboard"];
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getDashboardsAdminListsByList: {
        parameters: {
            query?: {
                period?: "today" | "week" | "month" | "custom";
                from?: string;
                to?: string;
                status?: "Requested" | "Confirmed" | "Completed" | "Rescheduled" | "Canceled" | "Tracking" | "Arrived";
                type?: "Assessment" | "Training" | "Duo" | "Family" | "Youth" | "Nutrition" | "Recovery" | "Massage" | "Boxing" | "Group Coaching" | "Studio Training" | "Studio Boxing" | "Virtual Training" | "Virtual Nutrition";
            };
            header?: never;
            path: {
                list: "revenue" | "cash" | "creditsSold" | "creditsUsed" | "sessions" | "lateCancels" | "activeMembers" | "newMembers" | "atRiskMembers" | "utilisation" | "topOfferings";
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DashboardList"];
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getDashboardsAdminListsByListCsv: {
        parameters: {
            query?: {
                period?: "today" | "week" | "month" | "custom";
                from?: string;
                to?: string;
                status?: "Requested" | "Confirmed" | "Completed" | "Rescheduled" | "Canceled" | "Tracking" | "Arrived";
                type?: "Assessment" | "Training" | "Duo" | "Family" | "Youth" | "Nutrition" | "Recovery" | "Massage" | "Boxing" | "Group Coaching" | "Studio Training" | "Studio Boxing" | "Virtual Training" | "Virtual Nutrition";
            };
            header?: never;
            path: {
                list: "revenue" | "cash" | "creditsSold" | "creditsUsed" | "sessions" | "lateCancels" | "activeMembers" | "newMembers" | "atRiskMembers" | "utilisation" | "topOfferings";
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description CSV text */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": string;
                };
            };
        };
    };
    getDashboardsExpert: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ExpertDashboard"];
                };
            };
        };
    };
    getDashboardsMember: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MemberDashboard"];
                };
            };
        };
    };
    getDashboardsProviderClients: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProviderClients"];
                };
            };
        };
    };
    getDashboardsProviderClientsById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProviderClient"];
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    postDashboardsProviderClientsByIdNotes: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    text: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
}
