/**
 * Automations Consulting (/services/automations): connecting the tools an
 * owner-led business already has, so data is captured once and work flows.
 */
import type { MarketingPage } from "./types";

const strategyCall = {
  label: "Book Your Automation Strategy Call",
  href: "/book/automation-strategy-call",
  emphasis: "primary",
} as const;
const assessment = { label: "Take Free Assessment", href: "/automations-assessment", emphasis: "secondary" } as const;

export const automationsPage = {
  path: "/services/automations",
  title: "Automations Consulting",
  description:
    "Automation consulting for South African businesses: connect Sage, Xero, Microsoft 365 and your shop so data flows by itself. Get 15–20 hours a week back.",
  breadcrumbs: [
    { label: "Home", href: "/" },
    { label: "Services", href: "/services" },
    { label: "Automations Consulting", href: "/services/automations" },
  ],
  sections: [
    {
      kind: "hero",
      id: "automations-hero",
      eyebrow: "Automations Consulting",
      heading: "Stop retyping data. Connect your tools and let the work flow.",
      intro:
        "We map how work moves through your business, then connect your accounting, office, project and shop tools so quotes, invoices, orders and reports run themselves. Owners typically get 15–20 hours a week back.",
      actions: [strategyCall, assessment],
      note: "First results in 2–3 weeks · Full optimisation in 6–8 weeks",
      panel: {
        kind: "dashboard",
        title: "Automation overview · this week",
        caption: "Simulated figures",
        metrics: [
          { label: "Hours saved", value: 18 },
          { label: "Tasks automated", value: 1284 },
          { label: "Invoices sent automatically", value: 146 },
          { label: "Syncs completed without error", value: 99, suffix: "%" },
        ],
        chart: {
          label: "Tasks automated per day",
          bars: [
            { label: "Mon", value: 240 },
            { label: "Tue", value: 280 },
            { label: "Wed", value: 250 },
            { label: "Thu", value: 300 },
            { label: "Fri", value: 214 },
          ],
        },
        feed: [
          "Quote accepted → invoice raised in Xero",
          "Web order → stock updated in Sage",
          "Job form received → task created in Asana",
          "Payment received → receipt emailed to client",
        ],
      },
    },
    {
      kind: "cardGrid",
      id: "approach",
      eyebrow: "Our approach",
      heading: "Automation that starts with the process, not the software",
      intro:
        "Automating a messy process only makes the mess faster. We fix the way work flows first, then let the tools carry it.",
      columns: 4,
      cards: [
        {
          title: "Process before tools",
          icon: "workflow",
          body: "We map how each job really moves through your business and cut the steps that add nothing before we automate the rest.",
        },
        {
          title: "Built on what you have",
          icon: "layers",
          body: "Your accounting package, Microsoft 365 or Google Workspace and your online shop, connected properly. No new platform unless it pays for itself.",
        },
        {
          title: "Quick wins, then scale",
          icon: "rocket",
          body: "The automations that save the most hours go first, so you see results in 2–3 weeks and full optimisation in 6–8 weeks.",
        },
        {
          title: "Your team stays in control",
          icon: "users",
          body: "Two hours of hands-on training, a written guide for every workflow, and accounts in your name. You can run it all without us.",
        },
      ],
    },
    {
      kind: "strip",
      id: "integrations",
      tone: "sand",
      eyebrow: "Integrations",
      heading: "We connect the tools you already use",
      intro:
        "Accounting, office, workflow, project, reporting and shop tools, connected so data is captured once and reaches everywhere it is needed.",
      label: "Tools we connect",
      groups: [
        {
          category: "Accounting",
          items: ["Sage Business Cloud Accounting", "Sage Pastel", "Xero", "QuickBooks Online"],
        },
        { category: "Office suite", items: ["Microsoft 365", "Google Workspace"] },
        { category: "Workflow", items: ["Microsoft Power Automate", "Zapier", "Make"] },
        { category: "Project", items: ["Asana", "monday.com", "Trello", "ClickUp"] },
        { category: "BI and reporting", items: ["Power BI", "Looker Studio"] },
        { category: "Online shop", items: ["Shopify", "WooCommerce", "Yoco"] },
      ],
    },
    {
      kind: "cardGrid",
      id: "services",
      eyebrow: "What we do",
      heading: "Four core automation services",
      intro: "Most owner-led businesses need some of each. We start where the hours and the rand are.",
      columns: 2,
      cards: [
        {
          title: "Workflow automation",
          icon: "workflow",
          body: "The routine steps between a customer's request and your payment, done by the system instead of by hand.",
          bullets: [
            "Quote-to-invoice and order-to-delivery flows",
            "Approvals routed by amount and role",
            "Reminders and follow-ups that send themselves",
          ],
        },
        {
          title: "Systems integration",
          icon: "network",
          body: "Your accounting, CRM, shop and office tools kept in step, so nobody types the same data twice.",
          bullets: [
            "Customers, orders and stock in sync across systems",
            "Data captured once, at the source",
            "An alert the moment a sync fails, not at month-end",
          ],
        },
        {
          title: "Reporting and dashboards",
          icon: "chart-line",
          body: "The numbers you make decisions on, up to date every morning instead of a week after month-end.",
          bullets: [
            "Cash, sales and margin on one screen",
            "Reports emailed to the right people on schedule",
            "Built in Power BI or Looker Studio, owned by you",
          ],
        },
        {
          title: "AI assistants and document processing",
          icon: "bot",
          body: "The reading, sorting and first drafts that fill your team's inbox, handled by AI with a person checking.",
          bullets: [
            "Supplier invoices read and captured automatically",
            "Emails sorted, with draft replies ready to send",
            "Answers drawn from your own policies and price lists",
          ],
        },
      ],
    },
    {
      kind: "beforeAfter",
      id: "before-after",
      tone: "white",
      eyebrow: "Before and after",
      heading: "What changes when the work flows",
      before: {
        title: "Before automation",
        items: [
          "Orders retyped from email into the accounting system",
          "Invoices sent late and debtors chased by hand",
          "Month-end reports take a week of spreadsheet work",
          "Nobody knows a job's status without phoning someone",
          "The owner approves everything, on WhatsApp, at night",
        ],
      },
      after: {
        title: "After automation",
        items: [
          "Orders flow from the shop or inbox straight into Sage or Xero",
          "Invoices go out when the work is done, with automatic reminders",
          "A live dashboard replaces the month-end scramble",
          "Every job's status visible to the team and the customer",
          "Approvals follow clear rules; the owner sees only the exceptions",
        ],
      },
    },
    {
      kind: "steps",
      id: "methodology",
      eyebrow: "Methodology",
      heading: "Three steps from manual to automated",
      intro: "A fixed scope and a fixed fee in rand for each step, agreed before we start.",
      steps: [
        {
          title: "Discover and map",
          duration: "Weeks 1–2",
          icon: "search",
          body: "We sit with your team, map each process from request to payment and rank every automation by the hours and rand it saves.",
        },
        {
          title: "Build the quick wins",
          duration: "Weeks 2–6",
          icon: "wrench",
          body: "We build and test in your own tools, highest value first, so the first results show within 2–3 weeks.",
        },
        {
          title: "Train and optimise",
          duration: "Weeks 6–8",
          icon: "gauge",
          body: "Two hours of hands-on training, a guide for every workflow, and tuning against real use until everything runs on its own.",
        },
      ],
      actions: [strategyCall],
    },
    {
      kind: "stats",
      id: "outcomes",
      tone: "brand",
      eyebrow: "Outcomes",
      heading: "What owners measure after automating",
      intro: "We agree the baseline before we start and report against it, so you see the return in hours and rand.",
      stats: [
        { value: "15–20", label: "hours saved every week", detail: "from retyping, chasing and reporting" },
        { value: "2–3 weeks", label: "to the first results", detail: "the quick wins go live first" },
        { value: "8–12 weeks", label: "to break even", detail: "on the implementation fee" },
        { value: "6–8 weeks", label: "to full optimisation", detail: "tuned against real use" },
      ],
    },
    {
      kind: "faq",
      id: "faq",
      eyebrow: "FAQ",
      heading: "Questions about automation",
      items: [
        {
          question: "Which tools do you work with?",
          answer:
            "Most of what South African businesses run on: Sage Business Cloud Accounting, Sage Pastel, Xero and QuickBooks for accounting; Microsoft 365 and Google Workspace; Power Automate, Zapier and Make for workflows; Asana, monday.com, Trello and ClickUp for projects; Power BI and Looker Studio for reporting; and Shopify, WooCommerce and Yoco for selling.",
        },
        {
          question: "Do we have to replace our software?",
          answer:
            "Almost never. We connect the tools you already pay for. If one of them truly holds you back, we show you the cost of keeping it against the cost of changing, and you decide.",
        },
        {
          question: "How long until we see results?",
          answer:
            "The first automations go live within 2–3 weeks, chosen because they save the most time. Full optimisation of the processes we agree on takes 6–8 weeks.",
        },
        {
          question: "What does it cost?",
          answer:
            "Implementation starts from about R45 000 a month for a typical owner-led business, with a fixed scope and fee agreed in writing. Most clients break even within 8–12 weeks from the hours saved alone.",
        },
        {
          question: "Is our data safe?",
          answer:
            "Every connection runs in accounts in your name, with access limited to what each automation needs. We process personal information in line with POPIA and sign a confidentiality agreement before we see your systems.",
        },
        {
          question: "What happens if an automation breaks?",
          answer:
            "Each workflow reports its own failures to us and to a named person on your team. For 90 days after go-live we fix any fault at no extra cost, and the written guides let your team handle everyday changes.",
        },
      ],
      actions: [assessment],
    },
    {
      kind: "list",
      id: "commitment",
      tone: "sand",
      eyebrow: "Partnership commitment",
      heading: "How we work with you",
      intro: "Automation is only worth it if it keeps working after we leave. These are the terms we work on.",
      style: "checks",
      items: [
        {
          title: "A fixed scope and fee in rand",
          body: "You know what will be automated and what it costs before we start. No open-ended hourly billing.",
        },
        {
          title: "You own every workflow",
          body: "Automations, dashboards and accounts are set up in your name and documented, so they stay yours.",
        },
        {
          title: "90 days of fixes after go-live",
          body: "If something we built stops working in the first 90 days, we fix it at no extra cost.",
        },
        {
          title: "Month to month, no lock-in",
          body: "Stay because it is working, not because a contract says so.",
        },
      ],
      aside: {
        title: "Not sure where to start?",
        body: "Take the free assessment to see which of your processes are ready to automate, then talk it through with us.",
        actions: [{ ...assessment, emphasis: "primary" }],
      },
    },
    {
      kind: "ctaBand",
      id: "get-started",
      tone: "white",
      eyebrow: "Get started",
      heading: "Get 15–20 hours a week back",
      intro:
        "Book a free strategy call. We'll look at where your team retypes, chases and waits, and show you which automations pay back first.",
      actions: [strategyCall],
      notes: ["Free strategy call", "First results in 2–3 weeks", "No lock-in"],
    },
  ],
} satisfies MarketingPage;
