import type { LegalDocument } from "./types";
import { site } from "../site";

export const termsOfUse = {
  slug: "terms-of-use",
  title: "Terms of Use",
  description: `The terms that apply when you use the ${site.name} website, our free Value Mapping Call, Insights content and confidential marketplace.`,
  lastUpdated: "January 2024",
  intro: [
    `These terms of use govern your use of the ${site.name} website, including our forms, user accounts, Insights articles, calculators and confidential marketplace. Please read them carefully. Important clauses, including those that limit our liability and ask you to take responsibility for certain risks, are set out in the sections on professional advice, the marketplace, limitation of liability and indemnity.`,
    `If you have any questions about these terms, please email us at ${site.contact.email}.`,
  ],
  sections: [
    {
      id: "acceptance",
      heading: "Acceptance of these terms",
      blocks: [
        {
          kind: "paragraph",
          text: "By accessing or using this website, you agree to these terms. If you do not agree, please do not use the website.",
        },
        {
          kind: "paragraph",
          text: "If you use the website on behalf of a business, you confirm that you are authorised to accept these terms for that business. You must be at least 18 years old to use the website, submit a form or create an account.",
        },
      ],
    },
    {
      id: "about-us",
      heading: "About us",
      blocks: [
        {
          kind: "paragraph",
          text: `This website is operated by ${site.legalName} ("${site.name}", "we", "us" or "our"), a private company registered in South Africa. We provide business advisory services to South African small and medium businesses, including exit and succession planning, operations and supply, revenue and pricing, strategy and performance, and smart systems and automation.`,
        },
      ],
    },
    {
      id: "use-of-the-website",
      heading: "Use of the website",
      blocks: [
        {
          kind: "paragraph",
          text: "We grant you a limited, non-exclusive, revocable right to use this website for your own information and for legitimate business purposes, in line with these terms.",
        },
        {
          kind: "paragraph",
          text: "We try to keep the website available, accurate and up to date, but we do not guarantee that it will be uninterrupted, error-free or free of harmful code. We may change, suspend or withdraw any part of the website at any time without notice.",
        },
      ],
    },
    {
      id: "acceptable-use",
      heading: "Acceptable use",
      blocks: [
        {
          kind: "paragraph",
          text: "When you use the website, you agree not to:",
        },
        {
          kind: "list",
          items: [
            "submit false, misleading or another person's information, or impersonate anyone;",
            "use the website for any unlawful, fraudulent or harmful purpose;",
            "send spam or unsolicited promotional material through our forms;",
            "try to gain unauthorised access to the website, our systems, other users' accounts or any data that is not yours;",
            "interfere with the website's security, performance or availability, including by introducing malicious code or overloading it with requests;",
            "use automated tools to scrape, copy or harvest content or data from the website without our written permission; or",
            "upload or share content that is defamatory, offensive, infringes anyone's rights or breaches any confidentiality obligation.",
          ],
        },
        {
          kind: "paragraph",
          text: "We may block access, limit form submissions, remove content or close accounts where we reasonably believe these terms have been breached.",
        },
      ],
    },
    {
      id: "accounts-and-security",
      heading: "Accounts and security",
      blocks: [
        {
          kind: "paragraph",
          text: "Some parts of the website require an account. If you create one, you agree to:",
        },
        {
          kind: "list",
          items: [
            "give accurate information and keep it up to date;",
            "keep your password confidential and not share your account with anyone else;",
            "use a strong, unique password and, where available, turn on two-factor authentication; and",
            `tell us immediately at ${site.contact.email} if you suspect that someone has accessed your account without your permission.`,
          ],
        },
        {
          kind: "paragraph",
          text: "You are responsible for activity on your account unless it results from our failure to take reasonable security measures. You may close your account at any time by contacting us.",
        },
      ],
    },
    {
      id: "not-professional-advice",
      heading: "Information only, not professional advice",
      blocks: [
        {
          kind: "paragraph",
          text: "The content on this website, including articles, guides, case studies, checklists and tools, is general information. It is not professional, legal, tax, accounting, financial or investment advice, and it does not take your particular circumstances into account.",
        },
        {
          kind: "list",
          items: [
            "No adviser-client relationship exists between you and us until we have both signed an engagement letter that sets out the scope of the work, the fees and the terms that apply.",
            "Figures shown on the website, such as return on investment (ROI) estimates, calculator outputs, sample results and case study outcomes, are illustrations only. They are not promises, forecasts or guarantees of what your business will achieve. Actual results depend on many factors, including your business, your market and how recommendations are implemented.",
            "Before making any significant business, financial, legal or tax decision, you should obtain advice suited to your circumstances from a qualified professional.",
          ],
        },
      ],
    },
    {
      id: "value-mapping-call",
      heading: "The free Value Mapping Call",
      blocks: [
        {
          kind: "paragraph",
          text: "We offer a free, no-obligation consultation, which we call a Value Mapping Call, so that we can understand your business and you can decide whether working with us makes sense.",
        },
        {
          kind: "list",
          items: [
            "The call is free of charge and you are under no obligation to engage us afterwards.",
            "Anything we say on the call is general in nature and based on the limited information available at that stage. It is not advice you should rely on without a formal engagement.",
            "If you would like to work with us, we will send you a written proposal. Work only begins once an engagement letter has been signed.",
            "We treat the information you share on the call as confidential and handle it in line with our Privacy Policy.",
            "We may decline or reschedule a call, for example if we do not believe we are the right fit for your needs.",
          ],
        },
      ],
    },
    {
      id: "marketplace",
      heading: "The confidential marketplace",
      blocks: [
        {
          kind: "paragraph",
          text: `Our marketplace allows owners who are considering selling a business and people who are looking to buy one to register their interest confidentially. If you use the marketplace, you acknowledge and agree that:`,
        },
        {
          kind: "list",
          items: [
            `${site.name} acts as an introducer only. We are not a business broker, an estate agent or property practitioner, or a financial services provider, and we do not give financial advice or intermediary services in connection with any transaction.`,
            "We do not value, audit or verify any business, buyer, seller or information provided through the marketplace, and we make no representation about the accuracy or completeness of that information.",
            "We do not hold, receive or handle deposits, purchase prices or any other funds on behalf of buyers or sellers.",
            "Buyers and sellers must carry out their own due diligence and obtain independent legal, tax and financial advice before entering into any transaction.",
            "We make introductions only with the consent of both sides. Identifying or confidential details are shared only after the parties have agreed to an appropriate confidentiality or non-disclosure agreement.",
            "We do not guarantee that you will be matched with a buyer or seller, that an introduction will lead to negotiations, or that any sale will be concluded.",
            "Any agreement to buy or sell is concluded directly between the parties, and we are not a party to it.",
            "Fees, if any, for marketplace introductions or related advisory work are payable only under a separate written agreement with us. Registering interest is free and does not oblige you to pay us anything.",
          ],
        },
        {
          kind: "paragraph",
          text: "You must only submit information that you are entitled to share, and you must keep confidential any information you receive about another party through the marketplace.",
        },
      ],
    },
    {
      id: "intellectual-property",
      heading: "Intellectual property",
      blocks: [
        {
          kind: "paragraph",
          text: `All content on this website, including text, graphics, logos, the ${site.name} name and brand, frameworks, tools, calculators and the design of the website, belongs to ${site.legalName} or its licensors and is protected by copyright, trade mark and other intellectual property laws.`,
        },
        {
          kind: "paragraph",
          text: "You may view, download and print content for your own personal or internal business use. You may not copy, republish, sell, adapt or commercially exploit any content without our prior written permission, and you may not remove any copyright or other notices.",
        },
      ],
    },
    {
      id: "insights-content",
      heading: "Insights and blog content",
      blocks: [
        {
          kind: "paragraph",
          text: "Our Insights articles are written to share practical ideas with business owners. They reflect our views at the time of publication and may not be updated as laws, markets or circumstances change. Examples and scenarios are illustrative, and names or details may have been changed to protect client confidentiality.",
        },
        {
          kind: "paragraph",
          text: "You are welcome to share links to our articles or quote short extracts, provided you credit the source and link back to the original article.",
        },
      ],
    },
    {
      id: "third-party-links",
      heading: "Third-party links",
      blocks: [
        {
          kind: "paragraph",
          text: "The website may contain links to third-party websites, tools and social media pages. We provide these links for convenience only. We do not control and are not responsible for the content, products, services or privacy practices of third parties, and a link does not mean we endorse them. Your use of a third-party website is governed by its own terms.",
        },
      ],
    },
    {
      id: "limitation-of-liability",
      heading: "Limitation of liability",
      blocks: [
        {
          kind: "paragraph",
          text: "To the extent the law allows:",
        },
        {
          kind: "list",
          items: [
            'the website and its content are provided "as is" and "as available", without warranties of any kind, whether express or implied;',
            `${site.legalName}, its directors, employees and agents are not liable for any loss or damage, whether direct, indirect or consequential, arising from your use of or reliance on the website, its content, calculators or tools, the marketplace, or any third-party website; and`,
            "we are not liable for any loss arising from a transaction or dealings between marketplace users, or from interruptions, errors, viruses or unauthorised access to the website that are beyond our reasonable control.",
          ],
        },
        {
          kind: "paragraph",
          text: "Where the Consumer Protection Act 68 of 2008 applies to you, nothing in these terms limits or excludes any right you have under that Act, and these terms must be read so as to comply with it.",
        },
        {
          kind: "paragraph",
          text: "Nothing in these terms limits or excludes our liability for gross negligence, fraud or any other liability that cannot lawfully be limited or excluded.",
        },
        {
          kind: "paragraph",
          text: "Our liability for advisory services provided under an engagement is governed by the relevant engagement letter.",
        },
      ],
    },
    {
      id: "indemnity",
      heading: "Indemnity",
      blocks: [
        {
          kind: "paragraph",
          text: `To the extent the law allows, you indemnify ${site.legalName} and its directors, employees and agents against any claim, loss, damage or cost (including reasonable legal fees) arising from your breach of these terms, your misuse of the website, information you submit that is false or that you were not entitled to share, or your infringement of anyone else's rights.`,
        },
      ],
    },
    {
      id: "ect-act-information",
      heading: "Information under the Electronic Communications and Transactions Act",
      blocks: [
        {
          kind: "paragraph",
          text: "Section 43 of the Electronic Communications and Transactions Act 25 of 2002 (the ECT Act) requires us to make certain information available to users of this website:",
        },
        {
          kind: "list",
          items: [
            `Full name: ${site.legalName}`,
            "Legal status: private company with limited liability, registered in the Republic of South Africa",
            `Email address: ${site.contact.email}`,
            `Privacy and Information Officer: ${site.informationOfficer.email}`,
            "Governing law: this website and these terms are governed by the laws of the Republic of South Africa",
          ],
        },
        {
          kind: "paragraph",
          text: `Our company registration number, physical address for the service of legal documents and the names of our directors are available on written request to ${site.contact.email}.`,
        },
        {
          kind: "paragraph",
          text: "We do not sell goods or services through this website. Submitting a form or booking a Value Mapping Call does not create a contract for advisory services. Any engagement is concluded separately, in writing, on the terms set out in an engagement letter.",
        },
      ],
    },
    {
      id: "privacy",
      heading: "Privacy",
      blocks: [
        {
          kind: "paragraph",
          text: "We handle personal information in line with the Protection of Personal Information Act 4 of 2013. Our Privacy Policy, available at /privacy-policy, explains what we collect, why, how we protect it and how you can exercise your rights. It forms part of these terms.",
        },
      ],
    },
    {
      id: "changes-to-terms",
      heading: "Changes to these terms",
      blocks: [
        {
          kind: "paragraph",
          text: "We may update these terms from time to time. The date at the top of this page shows when they were last updated. Changes apply from the date they are published on the website. If you continue to use the website after a change, you accept the updated terms. If we make a significant change that affects account holders, we will let them know by email.",
        },
      ],
    },
    {
      id: "general",
      heading: "General",
      blocks: [
        {
          kind: "list",
          items: [
            "If any provision of these terms is found to be invalid or unenforceable, it will be severed and the remaining provisions will continue to apply.",
            "If we do not enforce a right under these terms, or delay in doing so, this does not mean that we have waived that right.",
            "These terms, together with our Privacy Policy, form the entire agreement between you and us about your use of the website. Any advisory engagement is governed by its own engagement letter.",
          ],
        },
      ],
    },
    {
      id: "governing-law",
      heading: "Governing law and jurisdiction",
      blocks: [
        {
          kind: "paragraph",
          text: "These terms and your use of the website are governed by the laws of the Republic of South Africa. Any dispute arising from them will be subject to the jurisdiction of the courts of the Republic of South Africa. Before going to court, we encourage you to contact us so that we can try to resolve the matter informally.",
        },
      ],
    },
    {
      id: "contact",
      heading: "Contact us",
      blocks: [
        {
          kind: "paragraph",
          text: `If you have any questions about these terms or the website, please contact ${site.legalName}:`,
        },
        {
          kind: "list",
          items: [
            `General enquiries: ${site.contact.email}`,
            `Privacy and personal information: ${site.contact.privacyEmail}`,
          ],
        },
      ],
    },
  ],
} satisfies LegalDocument;
