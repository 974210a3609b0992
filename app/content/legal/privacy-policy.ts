import type { LegalDocument } from "./types";
import { site } from "../site";
import { describePeriod, RETENTION_PERIODS } from "./retention-periods";

export const privacyPolicy = {
  slug: "privacy-policy",
  title: "Privacy Policy",
  description: `How ${site.name} collects, uses, shares and protects personal information under POPIA, and how you can exercise your rights.`,
  lastUpdated: "December 2026",
  intro: [
    `${site.legalName} ("${site.name}", "we", "us" or "our") respects your privacy. This policy explains, in plain language, what personal information we collect through our website and in our work, why we collect it, who we share it with, how long we keep it and what rights you have under the Protection of Personal Information Act 4 of 2013 ("POPIA").`,
    `If anything in this policy is unclear, or you would like to exercise any of your rights, please email our Information Officer at ${site.informationOfficer.email}.`,
  ],
  sections: [
    {
      id: "who-we-are",
      heading: "Who we are",
      blocks: [
        {
          kind: "paragraph",
          text: `${site.legalName} is a private company that provides business advisory services to small and medium businesses in South Africa, including exit and succession planning, operations, revenue and pricing, strategy and performance, and smart systems and automation.`,
        },
        {
          kind: "paragraph",
          text: `For the purposes of POPIA, ${site.legalName} is the "responsible party": we decide why and how your personal information is processed, and we are accountable for doing so lawfully. You can contact us about privacy matters at ${site.contact.privacyEmail} and about anything else at ${site.contact.email}.`,
        },
      ],
    },
    {
      id: "scope",
      heading: "What this policy covers",
      blocks: [
        {
          kind: "paragraph",
          text: "This policy applies to personal information we process:",
        },
        {
          kind: "list",
          items: [
            "when you visit or use this website, including our forms, the Insights newsletter and user accounts;",
            "when you make an enquiry, book a call with us on this website or otherwise contact us;",
            "when you or your business become our client and we deliver advisory services to you; and",
            "when you register interest in buying or selling a business through our confidential marketplace.",
          ],
        },
        {
          kind: "paragraph",
          text: 'POPIA protects the personal information of both individuals and juristic persons such as companies and close corporations. Where we refer to "you" in this policy, we include a business that shares information with us through its owners or staff.',
        },
        {
          kind: "paragraph",
          text: "If you become a client, your engagement letter may contain further terms about confidentiality and how we handle your business records. Where the engagement letter and this policy differ, the engagement letter applies to that engagement.",
        },
      ],
    },
    {
      id: "information-we-collect",
      heading: "What we collect and why",
      blocks: [
        {
          kind: "paragraph",
          text: "We only ask for information we need for a specific purpose. The table below sets out what each form or feature collects and why we use it. Fields marked as optional on a form can be left blank.",
        },
        {
          kind: "table",
          caption: "Personal information we collect through this website, by form or feature",
          columns: ["Form or feature", "What we collect", "Why we use it"],
          rows: [
            [
              "Contact form (three steps)",
              "Your name, email address, phone number (optional), business name, annual turnover band, the business challenges you tick, any other challenge you describe, your goals and your consent. We also record the page you submitted the form from and any campaign or topic context in the link you followed, such as the ?focus= and ?lead= parameters in the web address.",
              "To respond to your enquiry, arrange your free Value Mapping Call and prepare for it so that the call is useful to you. The page and campaign context tell us which service or topic you were reading about.",
            ],
            [
              "Confidential marketplace interest form",
              "Your first and last name, email address, phone number (optional) and whether you are a buyer or a seller. Sellers: business sector, annual revenue band and timeframe to sell. Buyers: industry of interest, deal size and preferred region. Any additional information you choose to give us, and your consent.",
              "To assess whether there may be a fit between buyers and sellers and, with the consent of both sides, to make an introduction.",
            ],
            [
              "Booking a call",
              "Your name, email address, phone number (optional), business name, your answers to the call's short questions, the time you chose, the time zone your browser showed it in, your consent, and the page or link that brought you to the booking page. We also record whether the call was moved, cancelled, held or missed.",
              "To hold the time for you with one of our advisers, send you the confirmation, a calendar invitation and reminders a day and an hour before the call, let you move or cancel it from the links in those emails, and prepare for the call. Your booking is shared with the adviser who takes the call, and their calendar shows it.",
            ],
            [
              '"Ready to talk" form on the Services page',
              "Your industry, email address and your main goal.",
              "To reply to you and suggest the most relevant next step or service.",
            ],
            [
              "Insights newsletter",
              "Your email address, and a record of when you subscribed and confirmed your subscription.",
              "To send you our Insights articles and updates. We use double opt-in: you are only subscribed once you click the confirmation link we email to you. Every newsletter contains an unsubscribe link.",
            ],
            [
              "User accounts",
              "Your email address, your password (stored only as a salted hash, never in readable form), a session cookie that keeps you signed in and, if you turn it on, the information needed to verify two-factor authentication codes.",
              "To create and secure your account, keep you signed in and protect your account against unauthorised access.",
            ],
            [
              "Technical data (all visitors)",
              "Your IP address, browser user agent, request logs (such as pages requested, date and time, and response codes), and security and rate-limit records.",
              "To run the website reliably, detect and prevent abuse, spam and attacks, limit repeated form submissions and investigate security incidents.",
            ],
          ],
        },
        {
          kind: "paragraph",
          text: "If you become a client, we will also collect the business and financial information needed to deliver the agreed work, such as management accounts, pricing, operational data and details of key staff. We explain what we need, and why, in the engagement letter and during the engagement.",
        },
        {
          kind: "paragraph",
          text: "We do not ask for special personal information (such as health information, religious or political beliefs, race or ethnic origin, or criminal behaviour) or for personal information about children. Please do not include this kind of information in the free-text fields of our forms. If you do, we will delete it unless we have a lawful reason to keep it.",
        },
      ],
    },
    {
      id: "cookies",
      heading: "Cookies",
      blocks: [
        {
          kind: "paragraph",
          text: "We do not use advertising cookies or tracking cookies, and we do not build profiles of your browsing across other websites.",
        },
        {
          kind: "paragraph",
          text: "We use only the cookies that are strictly necessary for the website to work:",
        },
        {
          kind: "list",
          items: [
            "a session cookie that keeps you signed in to your account and protects forms against misuse; and",
            "a short-lived cookie that carries one-time messages, such as a confirmation that your form was sent, which is cleared once the message has been shown.",
          ],
        },
        {
          kind: "paragraph",
          text: "Because these cookies are needed to provide the services you ask for, we do not ask for separate consent to use them. You can block cookies in your browser settings, but signing in and some forms may then not work.",
        },
      ],
    },
    {
      id: "lawful-basis-and-consent",
      heading: "Lawful basis and consent",
      blocks: [
        {
          kind: "paragraph",
          text: "Section 11 of POPIA sets out the grounds on which personal information may be processed. We rely on the following:",
        },
        {
          kind: "list",
          items: [
            "Consent: when you submit one of our forms, you agree to us using your information for the purpose described on that form and in this policy. You may withdraw your consent at any time. Withdrawing consent does not affect processing that took place before you withdrew it.",
            "Steps before a contract: when you ask us to arrange a Value Mapping Call, send a proposal or prepare an engagement, we process your information to take the steps you have requested before any contract is concluded, and then to perform the contract.",
            "Legitimate interests: we process technical data, security records and rate-limit records to protect our website, our clients and our visitors from fraud, spam and attacks.",
            "Legal obligation: we keep certain records, such as client and financial records, because tax, company and other laws require us to.",
          ],
        },
        {
          kind: "paragraph",
          text: "Consent to marketing is always separate from consent to handle your enquiry. Any box asking whether you would like to receive marketing from us is optional and is never pre-ticked. You can make an enquiry without agreeing to receive marketing.",
        },
      ],
    },
    {
      id: "direct-marketing",
      heading: "Direct marketing and the Insights newsletter",
      blocks: [
        {
          kind: "paragraph",
          text: "Section 69 of POPIA regulates direct marketing by electronic communication, such as email, SMS and automated calls. We follow these rules:",
        },
        {
          kind: "list",
          items: [
            "We only send electronic direct marketing to people who have given their consent, or to existing clients about our own similar services where they were given the chance to opt out when we collected their details.",
            "We ask for consent to marketing only once, and we will not ask again if you have previously declined.",
            "Our Insights newsletter uses double opt-in, so no one can subscribe your email address without your confirmation.",
            "Every marketing email identifies us as the sender and contains an unsubscribe link. We act on unsubscribe requests promptly and you will not receive further marketing from us.",
          ],
        },
        {
          kind: "paragraph",
          text: `You can also opt out at any time by emailing ${site.contact.privacyEmail}. Opting out of marketing does not stop us replying to an enquiry you have made or communicating with you about an engagement.`,
        },
      ],
    },
    {
      id: "sharing",
      heading: "How we share information",
      blocks: [
        {
          kind: "paragraph",
          text: "We do not sell, rent or trade personal information. We share it only in the following circumstances:",
        },
        {
          kind: "list",
          items: [
            "Service providers (operators): we use carefully selected providers for services such as website hosting, data storage and email delivery. They process personal information only on our instructions, under written agreements that require them to keep it confidential and secure, as section 21 of POPIA requires.",
            "Marketplace introductions: we only introduce a buyer and a seller to each other, and only share identifying details, once both sides have consented to the introduction. Before that, we describe a business or buyer to the other side in general terms only.",
            "Professional advisers: we may share information with our own lawyers, auditors and insurers where needed to obtain advice, meet our obligations or protect our rights, subject to a duty of confidentiality.",
            "Law enforcement and regulators: we disclose personal information to the police, courts, the Information Regulator, the South African Revenue Service or other authorities only where the law requires us to.",
            "With your instruction: during an engagement, we may share information with your accountant, lawyer or other parties when you ask us to.",
          ],
        },
      ],
    },
    {
      id: "cross-border-transfers",
      heading: "Transfers outside South Africa",
      blocks: [
        {
          kind: "paragraph",
          text: "Some of our service providers, such as hosting and email delivery providers, may store or process information on servers outside South Africa. Section 72 of POPIA allows this only in limited circumstances.",
        },
        {
          kind: "paragraph",
          text: "We transfer personal information outside South Africa only where the recipient is subject to a law, binding corporate rules or a binding agreement that gives a level of protection substantially similar to POPIA, where you have consented, or where the transfer is necessary to perform a contract with you or to take steps you have asked for. We choose providers with recognised security and data protection commitments.",
        },
      ],
    },
    {
      id: "security",
      heading: "How we protect your information",
      blocks: [
        {
          kind: "paragraph",
          text: "Section 19 of POPIA requires us to take appropriate, reasonable technical and organisational measures to prevent loss of, damage to and unauthorised access to personal information. Our safeguards include:",
        },
        {
          kind: "list",
          items: [
            "encryption in transit: the website and our forms use HTTPS, so information you submit is encrypted between your browser and our servers;",
            "access control: only people who need information to do their work can access it, and administrative access is protected by strong authentication;",
            "password hashing: account passwords are stored only as salted hashes, so no one, including us, can read them;",
            "audit logs that record access to and changes to important records;",
            "rate limits and abuse protection on forms and sign-in; and",
            "confidentiality obligations for our team and written agreements with our service providers.",
          ],
        },
        {
          kind: "paragraph",
          text: "No system is completely secure. If we have reasonable grounds to believe that your personal information has been accessed or acquired by an unauthorised person, we will notify the Information Regulator and you, as section 22 of POPIA requires, as soon as reasonably possible. We will tell you what happened, what we are doing about it and what you can do to protect yourself.",
        },
      ],
    },
    {
      id: "retention",
      heading: "How long we keep information",
      blocks: [
        {
          kind: "paragraph",
          text: "Section 14 of POPIA says we may not keep personal information for longer than we need it, unless the law requires or allows us to. The table below shows our usual retention periods. When a period ends, we delete the information or anonymise it so that it can no longer identify you.",
        },
        {
          kind: "table",
          caption: "Retention periods for personal information",
          columns: ["Type of record", "How long we keep it", "Why"],
          rows: [
            [
              "Client records (engagement letters, invoices, working papers and correspondence)",
              "Typically 7 years after the engagement ends",
              "Tax and company law require records to be kept, and we may need them to answer questions or deal with claims.",
            ],
            [
              'Enquiries that do not become engagements (contact and "Ready to talk" forms, and calls booked on this website)',
              `${describePeriod(RETENTION_PERIODS.enquiries)}, then deleted or anonymised`,
              "So that we can pick up the conversation if you come back to us.",
            ],
            [
              "Marketplace submissions",
              `${describePeriod(RETENTION_PERIODS.marketplaceSubmissions)}, then deleted or anonymised`,
              "Buyers and sellers often take time to find a fit, and introductions may come later.",
            ],
            [
              "Newsletter subscriptions",
              "Until you unsubscribe",
              "To send you the newsletter you asked for. After you unsubscribe, we keep only your email address on a suppression list so that we do not email you again.",
            ],
            [
              "Newsletter sign-ups that are never confirmed",
              `${describePeriod(RETENTION_PERIODS.unconfirmedSignUps)} after you sign up, then deleted`,
              "The confirmation link we email you works for 7 days. If you never follow it, you are not subscribed and we do not need your address.",
            ],
            [
              "User accounts",
              "While your account is open",
              "To provide the account. When you close it, we delete your account details unless another period in this table applies.",
            ],
            [
              "User accounts whose email address is never confirmed",
              `${describePeriod(RETENTION_PERIODS.unconfirmedAccounts)} after you sign up, then deleted`,
              "An account cannot be used until its email address is confirmed, so we do not keep one that never is.",
            ],
            [
              "Server and security logs",
              describePeriod(RETENTION_PERIODS.serverLogs),
              "To run the website and investigate problems, unless a log is needed for a specific security investigation.",
            ],
            [
              "Copies of the emails we send you (confirmations, replies and newsletters)",
              `${describePeriod(RETENTION_PERIODS.sentEmails)} after sending`,
              "To make sure each email was delivered, and to send it again if it was not.",
            ],
            [
              "Emails we could not deliver, and emails still waiting to be sent",
              `${describePeriod(RETENTION_PERIODS.undeliveredEmails)} after we first tried to send them, then deleted`,
              "To find out why an email was not delivered and send it again. If a record we keep, such as your enquiry, shows that we wrote to you, we keep only that we tried, not what the email said.",
            ],
            [
              "IP addresses in our audit log (the record of changes to important records and of requests about personal information)",
              `${describePeriod(RETENTION_PERIODS.auditAddresses)}, then removed from the record`,
              "To investigate security incidents. We keep the record of what was done, and when, without the address.",
            ],
            [
              "Rate-limit records",
              describePeriod(RETENTION_PERIODS.rateLimits),
              "To prevent repeated or automated form submissions and sign-in attempts.",
            ],
          ],
        },
      ],
    },
    {
      id: "your-rights",
      heading: "Your rights",
      blocks: [
        {
          kind: "paragraph",
          text: "Under POPIA you have the right to:",
        },
        {
          kind: "list",
          items: [
            "Access: ask whether we hold personal information about you and request a copy of it, together with a description of the third parties who have had access to it (section 23).",
            "Correction and deletion: ask us to correct or delete personal information that is inaccurate, irrelevant, excessive, out of date, incomplete, misleading or unlawfully obtained, or that we are no longer authorised to keep (section 24).",
            "Objection: object, on reasonable grounds, to processing based on legitimate interests, and object at any time to processing for direct marketing (section 11(3)).",
            "Withdraw consent: withdraw any consent you have given us, at any time.",
            "Complain: lodge a complaint with the Information Regulator if you believe we have interfered with the protection of your personal information.",
          ],
        },
      ],
    },
    {
      id: "exercising-your-rights",
      heading: "How to exercise your rights",
      blocks: [
        {
          kind: "list",
          items: [
            `Email our Information Officer at ${site.informationOfficer.email} and tell us what you would like us to do.`,
            "We will verify your identity before we release or change any information, so that we do not disclose your information to someone else. We may ask for a copy of your identity document or for details that only you would know.",
            "We will respond within 30 days. If we need more time, or cannot comply with your request, we will tell you why.",
            "A simple request, such as asking what information we hold, correcting your details or deleting your enquiry, is free of charge.",
            "If you ask for copies of records, we may charge the fee prescribed under the Promotion of Access to Information Act 2 of 2000 (PAIA). We will always give you a written estimate first, and you can decide whether to go ahead.",
          ],
        },
        {
          kind: "paragraph",
          text: "You do not have to use a particular form, but the prescribed forms are available from us on request: POPIA Form 1 (objection to processing), POPIA Form 2 (request for correction or deletion) and the PAIA form for requesting access to a record.",
        },
      ],
    },
    {
      id: "information-officer",
      heading: "Our Information Officer",
      blocks: [
        {
          kind: "paragraph",
          text: "Our Information Officer is responsible for making sure that we comply with POPIA and for dealing with requests and complaints about personal information.",
        },
        {
          kind: "list",
          items: [
            `Title: ${site.informationOfficer.title}`,
            `Organisation: ${site.legalName}`,
            `Email: ${site.informationOfficer.email}`,
            "Postal details: available on request.",
          ],
        },
        {
          kind: "paragraph",
          text: "If you have a concern, please contact us first. We take complaints seriously and will try to resolve yours quickly and fairly.",
        },
      ],
    },
    {
      id: "information-regulator",
      heading: "The Information Regulator",
      blocks: [
        {
          kind: "paragraph",
          text: "If you are not satisfied with how we have handled your personal information or your request, you may lodge a complaint with the Information Regulator (South Africa):",
        },
        {
          kind: "list",
          items: [
            "Physical address: JD House, 27 Stiemens Street, Braamfontein, Johannesburg, 2001",
            "Complaints: POPIAComplaints@inforegulator.org.za",
            "General enquiries: enquiries@inforegulator.org.za",
            "Website: https://inforegulator.org.za",
          ],
        },
      ],
    },
    {
      id: "children",
      heading: "Children",
      blocks: [
        {
          kind: "paragraph",
          text: "This website and our services are intended for business owners and adults. They are not directed at anyone under the age of 18, and we do not knowingly collect personal information about children. If you believe a child has sent us personal information, please contact us and we will delete it.",
        },
      ],
    },
    {
      id: "changes",
      heading: "Changes to this policy",
      blocks: [
        {
          kind: "paragraph",
          text: "We may update this policy from time to time, for example when we add a new feature to the website or when the law changes. The date at the top of this page shows when it was last updated. If we make a significant change to how we use personal information, we will tell affected people directly, for example by email, and ask for fresh consent where the law requires it.",
        },
        {
          kind: "paragraph",
          text: `Questions about this policy can be sent to ${site.contact.privacyEmail}.`,
        },
      ],
    },
  ],
} satisfies LegalDocument;
