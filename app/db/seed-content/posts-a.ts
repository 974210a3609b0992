import type { SeedPost } from "./types";

/** Sample insights, batch A: growth, automation and exit articles. */
export const seedPostsA: SeedPost[] = [
  {
    title: "How to raise your prices without losing your best customers",
    summary:
      "A practical guide to pricing architecture, value tiers and price-increase conversations that protect your margin and keep your most valuable customers loyal.",
    categorySlug: "growth-and-revenue",
    tags: ["pricing", "margins", "customers", "revenue"],
    authorName: "Pieter van der Merwe",
    authorBio:
      "Pieter spent fifteen years in commercial finance at manufacturing and distribution businesses before joining Kestrel Advisory, where he leads revenue and pricing work.",
    isFeatured: true,
    publishedAt: "2026-03-10",
    content: `Most owner-led businesses we meet are underpriced. Not because the owner doesn't understand their costs, but because every price increase feels like a risk to a relationship they spent years building. So prices creep up with inflation, if at all, while wages, fuel, electricity and the cost of running a generator through load-shedding climb faster.

The good news: a well-planned increase rarely costs you the customers you actually want to keep. Here is how to do it properly.

## Start with the arithmetic, not the fear

Before you decide anything, work out how much volume you could lose and still be better off. Take a business with a 30% gross margin. On R100 of sales, R70 is direct cost and R30 is gross profit.

Raise prices by 10% and the same sale brings in R110, still costs R70 and earns R40 in gross profit. You could lose a quarter of your volume and still earn the same gross profit in rand terms, with less work, less stock and less working capital tied up.

| Price change | Gross profit per R100 of old sales | Volume change to break even |
|---|---|---|
| +5% | R35 | can lose up to 14% |
| +10% | R40 | can lose up to 25% |
| 10% discount | R20 | must gain 50% |

The last row is the one to pin above your sales team's desks. At a 30% margin, a 10% discount needs half as much volume again just to stand still.

## Know which customers you are protecting

"Best customers" doesn't mean biggest. Pull a year of sales and rank customers by gross profit, not turnover. Then add what they cost to serve: payment terms and how late they actually pay, returns, after-hours calls, small frequent orders and delivery distance.

You will usually find three groups:

- **Core customers** who pay on time, buy your higher-margin lines and value your service. Protect them.
- **Legacy customers** on prices set five years ago that nobody has revisited. They need the biggest correction.
- **Costly customers** who demand the most and pay the least. A firm increase is fine here. If some leave, your margin improves.

Treating all three the same, with one across-the-board percentage, is the most common mistake we see.

## Build a pricing architecture, not a price list

A single price forces customers into a yes-or-no decision. A structure gives them a choice about how much value they want, and a choice makes walking away less likely.

A simple three-tier structure works for most service and product businesses:

1. **Essential**: the core product or service, standard lead times and standard support. Price it keenly; it is your entry point.
2. **Standard**: what most customers should buy. Faster turnaround, a named account manager, scheduled maintenance or reporting.
3. **Priority**: guaranteed response times, after-hours cover and reserved capacity. Priced well above Standard, because a few customers genuinely value it.

Then separate out the things you currently give away: rush jobs, site visits outside the metro, small-order handling, extended payment terms and custom reporting. Each becomes a line item or moves into a higher tier. Customers who don't need them don't pay for them, and customers who do can now see what they cost.

Consider a Durban engineering supplier that limits free delivery to orders above R5 000 and charges R450 below that. Average order size goes up, and the delivery bakkie stops running half-empty trips across the city.

## Communicate like a partner, not a vendor

How you announce an increase matters as much as the number itself.

- **Give notice.** Thirty days is the minimum. Sixty is better for contract customers who need to update their own budgets and quotes.
- **Call your core customers personally.** Before the letter goes out, the owner or account manager should phone them. A call says "we value you"; a blanket email says "you're a number".
- **Explain briefly and don't apologise.** One or two honest sentences about rising costs and continued investment in service. Long justifications invite negotiation.
- **Point to value.** Remind them what they get: reliability through load-shedding, stock availability, quality and turnaround times.
- **Offer a choice.** A customer who objects can move to the Essential tier, commit to a longer contract at a held price, or increase order sizes to qualify for a better rate.
- **Show prices including VAT** where your customers are consumers or not VAT-registered, so the 15% on top doesn't come as a surprise.

## Hold the line inside your own team

Price increases usually fail inside the business, not with customers. Salespeople who fear losing a deal hand the increase back in discounts within weeks.

Set clear rules: who may discount, by how much, and what the customer gives in return, such as higher volume, payment upfront or a longer term. Track the price you actually achieve every month, not just the list price. If your average realised price hasn't moved three months after an increase, the increase didn't really happen.

## Make it a habit

The businesses with the healthiest margins review prices at least once a year, at a predictable time, such as March at the start of a new financial year. Small, regular, well-explained increases are far easier for customers to absorb than a catch-up jump after four years of silence.

If you would like a second pair of eyes on your customer profitability or a tiered offer, that is exactly the work our Revenue & Pricing team does with owner-led businesses.`,
  },
  {
    title: "Quote-to-cash: finding the rands that leak between the quote and the bank",
    summary:
      "Between a signed quote and money in the bank, owner-led businesses quietly lose margin and cash. Here is where the rands leak and how to plug each gap.",
    categorySlug: "growth-and-revenue",
    tags: ["operations", "execution", "cash-flow", "debtors"],
    authorName: "Kestrel Advisory Team",
    authorBio: "",
    isFeatured: false,
    publishedAt: "2026-04-14",
    content: `Most owners watch two numbers closely: sales and the bank balance. What happens between them, the quote, the job, the invoice and the collection, is often nobody's specific job. That gap is where margin and cash leak away, a few thousand rand at a time.

We call it the quote-to-cash cycle. Fixing it rarely needs new customers or a bigger marketing budget. It needs discipline at every handover.

## Map the cycle in your business

Take one recent job and trace it from the first quote to the day the money cleared. Write down every step, who did it and how many days passed in between. For a typical trade or professional services business it looks something like this:

1. Enquiry received and quote prepared
2. Quote accepted, often verbally or on WhatsApp
3. Job scheduled and delivered
4. Variations or extra work agreed on site
5. Job signed off
6. Invoice raised and sent
7. Customer processes the invoice (purchase order matching and approvals)
8. Payment received and allocated

Most owners are surprised by what they find. Jobs finished on the 3rd are invoiced on the 28th. Extras agreed on site are never invoiced at all. Invoices bounce back from a corporate customer's creditors department because the purchase order number was missing.

## The five most common leaks

| Leak | What it looks like | Typical fix |
|---|---|---|
| Unapproved discounting | Quotes go out below list price with no reason recorded | Discount limits and a reason on every quote |
| Scope creep | "While you're here" work done for free | Written variation orders confirmed before work starts |
| Invoicing delay | Invoices batched at month-end | Invoice on completion, the same day |
| Invoice errors | Wrong PO number, wrong entity, missing VAT number | A checklist and up-to-date customer records |
| Slow collection | Nobody follows up until 60 days | Scheduled reminders and one named person responsible |

## Deal discipline starts at the quote

Leaks begin before the work starts. A loose quote becomes a loose invoice.

- **Quote from a current price list**, not last year's spreadsheet. Old prices are a silent discount.
- **Record every discount and the reason.** If a salesperson gives 8% off, what did the customer give back: volume, a deposit, faster payment?
- **State what is excluded.** Travel outside the metro, after-hours work, changes in material prices. Clear exclusions let you bill for extras without an argument.
- **Get written acceptance.** A thumbs-up emoji is not a purchase order. For larger jobs, ask for a signed quote or an order number before you schedule anything.
- **Take deposits** on custom work and from first-time customers. A deposit of 30% to 50% is normal in many trades and protects your cash if the customer disappears.

## Invoice the day the work is done

Every day between completion and invoicing adds a day to your debtor cycle. If your customers pay on 30-day terms, a job invoiced two weeks late is effectively on 44-day terms.

There is also a VAT sting. Most VAT vendors account on the invoice basis, which means you owe SARS the 15% once you issue the invoice, whether or not the customer has paid. Slow collection means you are financing your customer's VAT as well as your own work.

Practical steps:

- Make job sign-off trigger the invoice, not the month-end
- Let whoever closes the job raise or request the invoice from site
- Check every invoice for the customer's correct legal entity, VAT number and purchase order number before it goes out
- For corporate and government customers, learn their invoicing rules and supplier portals once, and write them down

## Put a rand value on your debtor days

Debtor days (also called days sales outstanding) tell you how long, on average, it takes to turn a sale into cash. A simple version: trade debtors divided by annual turnover, multiplied by 365.

Consider a Pretoria business with annual turnover of R24m and debtors of R4.1m. That works out to about 62 debtor days, against 30-day terms. Each day of debtors is worth roughly R65 700 of cash (R24m divided by 365). Bringing debtor days down to 45 releases about R1.1m. That is cash currently sitting in customers' bank accounts instead of yours, possibly while you pay interest on an overdraft.

To bring the number down:

- **Send reminders on a schedule**: a friendly note five days before the due date, a reminder on the day and a phone call at seven days overdue
- **Name one person responsible for collections**, give them a weekly target and protect the time they need to do it
- **Make paying easy**: banking details on every invoice and, where it suits your customers, instant EFT or card payment options
- **Agree an escalation rule in advance**: at what point work stops on an overdue account, and who makes that call
- **Review the age analysis weekly**, not monthly

## Make it someone's job

The underlying problem is usually ownership. Sales owns the quote, operations owns the job, the bookkeeper owns the invoice and nobody owns the cash. Give one person the job of tracking every job from accepted quote to cleared payment, with a short weekly report to the owner: jobs completed but not invoiced, invoices in dispute and debtors over 30 days.

Consistent execution of these basics is unglamorous. In our experience, though, it is one of the fastest ways to improve cash flow without finding a single new customer.`,
  },
  {
    title: "Five automations a 20-person South African business can switch on in two weeks",
    summary:
      "Five practical automations, from an AI receptionist to automatic invoicing, that a 20-person business can have running within two weeks, and how to roll them out.",
    categorySlug: "automation-and-ai",
    tags: ["automation", "ai", "how-we-work", "productivity"],
    authorName: "Thandi Mokoena",
    authorBio:
      "Thandi led systems and digital projects for a national logistics group before joining Kestrel Advisory, where she heads the Smart Systems & AI practice.",
    isFeatured: false,
    publishedAt: "2026-05-19",
    content: `Automation in a 20-person business isn't about robots or replacing people. It's about taking repetitive admin off the plates of the people who should be serving customers, quoting or managing the work.

The five automations below are ones we regularly set up for owner-led South African businesses. None of them needs custom software. Most use tools you already pay for, connected properly. Each can be running within two weeks, provided the owner makes decisions quickly.

## 1. An AI receptionist for calls and WhatsApp

Missed calls are missed revenue. In a busy workshop, practice or office, the phone rings while everyone is with a customer, and WhatsApp enquiries sit unanswered overnight.

An AI receptionist answers after hours and during peaks. It captures the caller's name, contact details and reason for calling, answers common questions such as trading hours, location, services and typical lead times, and books a callback or appointment into your calendar. Anything complex or sensitive goes to a person.

**Decide upfront:** which questions it may answer, what it must never say (prices it can't commit to, medical or legal advice) and how it hands over to a human. Keep a short list of approved answers and review the transcripts weekly for the first month.

## 2. Lead capture that doesn't depend on memory

Leads arrive from your website form, email, WhatsApp, social media, walk-ins and referrals. In most small businesses they live in someone's inbox or phone.

A lead capture automation pulls every enquiry into one place, usually a simple CRM, assigns it to a named person, sends the enquirer an immediate acknowledgement and creates a follow-up task. If a lead hasn't been touched in 24 hours, the owner gets a nudge.

Consider a Cape Town interior fit-out business receiving 60 enquiries a month. If better follow-up converts just three more of them at an average job value of R85 000, that is R255 000 of extra sales a month, from enquiries it was already getting.

## 3. Invoice automation

Late invoicing is one of the most common cash leaks we see. The fix is to make the end of the job trigger the invoice.

When a job is marked complete in your job card, booking or project system, an automation drafts the invoice in your accounting package with the correct customer, line items, purchase order number and VAT at 15%. A person reviews and approves it with one click. Recurring work such as retainers, maintenance contracts and monthly services can be invoiced automatically on the same date every month.

The result is fewer errors, no month-end rush and invoices that leave on the day the work is done.

## 4. Reminders that run themselves

Reminders are the easiest win and the most neglected. Good candidates:

- **Payment reminders** before and after the due date, with clear payment details
- **Appointment reminders** by SMS or WhatsApp the day before, with an easy way to reschedule, which cuts no-shows
- **Service and renewal reminders** for customers due for a maintenance visit or contract renewal
- **Internal compliance reminders**: VAT and PAYE submission dates, CIPC annual returns, B-BBEE certificate renewal, vehicle licences and staff certifications

Every reminder needs an owner and a clear message. The automation handles the timing; a person handles the exceptions.

## 5. A weekly dashboard you actually read

Most owners run the business on the bank balance and gut feel, because pulling the numbers together takes a Friday afternoon nobody has.

An automated dashboard pulls from your accounting, CRM and job systems and sends a one-page summary every Monday morning: sales invoiced, cash collected, debtors over 30 days, new leads and conversion rate, and jobs in progress. Five to eight numbers is enough. If a number doesn't lead to a decision, drop it.

## How we run a two-week rollout

This is how we work with clients on a sprint like this, over ten working days:

| Working days | Focus |
|---|---|
| 1-2 | Map current processes, list tools and logins, agree priorities and owners |
| 3-4 | Build lead capture and reminders, the quickest wins |
| 5-6 | Build invoice automation and the dashboard, and test with real data |
| 7-8 | Set up the AI receptionist and test it with staff playing customers |
| 9 | Go live, train the team and fix what breaks |
| 10 | Review, document each automation and hand over ownership |

A few points specific to South African conditions:

- **Plan for load-shedding.** Use cloud-based tools so automations keep running when the office is dark, and make sure key staff can work on mobile data.
- **Respect POPIA.** You will be moving customers' personal information between systems. Check where each tool stores data, switch on two-factor authentication and give access only to the people who need it.
- **Budget realistically.** For a business this size, the subscriptions for all five automations usually come to a few thousand rand a month, which is often less than the cost of the admin hours they replace.

## Execution beats ambition

The businesses that get real value from automation don't start with the most impressive tool. They start with the most annoying, repetitive task, automate it properly and then move on to the next one. Pick one of these five, give it an owner and a deadline, and measure the hours it gives back.`,
  },
  {
    title: "Using AI safely under POPIA: a practical checklist for owners",
    summary:
      "Your team is already using AI tools. This practical checklist helps owners get the productivity gains without putting customer and staff information at risk under POPIA.",
    categorySlug: "automation-and-ai",
    tags: ["ai", "popia", "compliance", "data-privacy"],
    authorName: "Kestrel Advisory Team",
    authorBio: "",
    isFeatured: false,
    publishedAt: "2026-07-07",
    content: `Your staff are almost certainly using AI tools already: drafting emails, summarising meetings, writing proposals and tidying up spreadsheets. Often on free personal accounts, and often pasting in customer names, ID numbers, payslips or medical details without a second thought.

The Protection of Personal Information Act (POPIA) doesn't ban any of this. It does make your business the responsible party for the personal information it collects, and that responsibility doesn't disappear because a staff member used a chatbot. The checklist below is a practical starting point, not legal advice. For anything high-risk, speak to a POPIA specialist.

## Step 1: Know what you're dealing with

Start with an honest inventory:

- List the AI tools in use across the business, including the ones staff signed up for themselves
- For each tool, note what information goes in: customer details, staff records, financial data, health information
- Note whether each tool is a free consumer version or a business version with a contract
- Confirm that your Information Officer is registered with the Information Regulator and knows this review is happening

A quick staff survey, framed as "help us understand" rather than "who broke the rules", usually surfaces more than you expect.

## Step 2: Classify your information

Not all information carries the same risk. A simple three-level approach works for most businesses:

| Level | Examples | AI use |
|---|---|---|
| Non-personal | Marketing copy, published prices, general industry questions | Any approved tool |
| Personal | Customer names, contact details, order history, staff records | Approved business tools with a contract only |
| Sensitive | Health, religion, race, biometrics, criminal records, children's information, ID numbers, bank details | Not in AI tools unless specifically assessed and approved |

POPIA gives special personal information, such as health, religious beliefs and biometric data, and children's information stricter protection. ID numbers and bank details aren't special personal information under the Act, but they are prime targets for fraud, so treat them as if they were.

## Step 3: Check the tool, not just the brand

Before approving an AI tool for personal information, get answers to these questions:

1. **Is our data used to train the provider's models?** Many free tiers do this by default. Business tiers usually let you switch it off or exclude it by contract.
2. **Where is the data processed and stored?** Most major AI providers process data outside South Africa. Section 72 of POPIA allows cross-border transfers only under certain conditions, for example where the recipient is bound by law or a binding agreement that gives adequate protection, or where the person concerned consents.
3. **Is there a written agreement?** A provider processing personal information on your behalf is an operator under POPIA, and you need a written contract requiring it to keep that information secure and confidential.
4. **How long is data kept, and can we delete it?**
5. **Who at the provider can see it?**
6. **Can we enforce two-factor authentication and remove a user's access the day they leave?**

If you can't get clear answers, don't use that tool for personal information.

## Step 4: Write a one-page AI policy

Long policies don't get read. One page in plain language should cover:

- Which tools are approved, and for what
- What must never be pasted into any AI tool (the sensitive list from Step 2)
- That business work is done on business accounts, not personal ones
- That a person must check AI output before it reaches a customer, and is accountable for it
- Who to ask when unsure, and how to report a mistake without fear

Have every staff member sign it, and include it in induction for new hires.

## Step 5: Keep a person in important decisions

Section 71 of POPIA protects people from decisions that have legal consequences, or affect them to a substantial degree, when those decisions are based solely on automated processing that profiles them, for example their performance at work or creditworthiness. If you use AI to screen job applicants, assess credit applications or decide who gets an account, make sure a person is meaningfully involved in the final decision, and that the affected person can make representations.

## Step 6: Be open, and ready for mistakes

- **Update your privacy notice** to say you use AI-assisted tools and service providers, including any outside South Africa.
- **If an AI chatbot or receptionist talks to customers, say so** at the start of the conversation.
- **Know your breach process.** If personal information is compromised, for example a staff login to an AI tool is hacked and chat history containing customer details is exposed, POPIA requires you to notify the Information Regulator and the affected people as soon as reasonably possible.

## Step 7: Review every six months

AI tools change their terms and features quickly. Put a six-monthly review in the diary: re-check the tool list, the settings, the contracts and the policy.

## The short version

If you do nothing else this month:

1. Find out which AI tools your team actually uses
2. Move business use onto business accounts with model training switched off
3. Keep special personal information, ID numbers and bank details out of AI prompts
4. Make a named person responsible for checking every AI output that reaches a customer

Used this way, AI is a genuine productivity gain for a small team, and a defensible one if the Information Regulator or a customer ever asks how you handle their information.`,
  },
  {
    title: "What buyers actually pay for: the levers that move your business valuation multiple",
    summary:
      "Your business is worth maintainable profit times a multiple. These are the levers, from owner dependence to recurring revenue, that move that multiple up or down.",
    categorySlug: "exit-and-succession",
    tags: ["exit", "valuation", "due-diligence", "growth"],
    authorName: "Pieter van der Merwe",
    authorBio:
      "Pieter has worked on both sides of the table in mid-market sales and acquisitions, and helps owners prepare their businesses for a buyer's scrutiny.",
    isFeatured: false,
    publishedAt: "2026-08-25",
    content: `Most owners think about the value of their business in terms of turnover, or what they have put into it over twenty years. Buyers don't. A buyer, whether a competitor, a private equity fund, a management team or a family office, is buying a future stream of profit and asking one question: how confident am I that this profit will still be there after the owner leaves?

The answer shows up in the multiple.

## The basic formula

For most small and medium businesses, value is worked out roughly like this:

**Maintainable earnings x multiple = enterprise value**

Maintainable earnings are usually EBITDA (earnings before interest, tax, depreciation and amortisation), adjusted for once-off items and the owner's personal expenses run through the business. The multiple reflects risk and growth: the higher the risk, the lower the multiple.

Consider two Gauteng distribution businesses, each with R5m of adjusted EBITDA:

| | Business A | Business B |
|---|---|---|
| Adjusted EBITDA | R5m | R5m |
| Multiple | 3x | 5x |
| Enterprise value | R15m | R25m |

Same profit, a R10m difference in value. That gap comes almost entirely from the levers below.

## Lever 1: Owner dependence

If the owner holds the key customer relationships, approves every quote and is the only person who understands pricing, a buyer is really buying a job, and it's a job the owner is about to leave.

Signs you have fixed this: a manager who runs the business for a month while you are away, customers who deal with account managers rather than with you, and decisions that follow documented rules rather than your instinct.

## Lever 2: Quality and predictability of revenue

Buyers pay more for revenue they can predict. In rough order of value:

1. Contracted recurring revenue, such as multi-year service or maintenance contracts
2. Repeat revenue from long-standing customers without contracts
3. Project or once-off revenue that has to be won again every year

Converting even part of your revenue into contracts, retainers or subscriptions changes how a buyer sees the business.

## Lever 3: Customer and supplier concentration

If one customer makes up 30% or more of turnover, expect a buyer to lower the price, push part of it into an earn-out or walk away. The same applies to supplier concentration, such as a single distribution agreement that could be cancelled on a change of ownership. Check your key contracts for change-of-control clauses well before you go to market.

## Lever 4: Clean, credible financials

Buyers discount what they can't verify. Due diligence will test:

- Audited or independently reviewed financial statements for at least three years
- Management accounts that reconcile to the annual financial statements
- Tax affairs in good order, with a clean SARS compliance status and VAT, PAYE and provisional tax up to date
- A clear list of add-backs, such as the owner's vehicle, family members on the payroll and once-off legal costs, with evidence for each

Every unexplained number gives the buyer a reason to lower the price or ask for extra warranties and retentions.

## Lever 5: A management team and documented systems

A capable team that stays after the sale is one of the biggest value drivers. So is a business that runs on documented processes rather than knowledge in people's heads: standard operating procedures, a properly used accounting or ERP system, clear job descriptions and regular reporting.

Consider retention arrangements for key managers before a sale, so the buyer isn't worried about a walkout on day one.

## Lever 6: Growth and margin trend

A business whose EBITDA has grown steadily for three years earns a better multiple than one that is flat or volatile. Buyers look at the trend, not just the latest year, and a sudden good year just before a sale tends to be treated with suspicion.

## Lever 7: South African specifics

A few local factors come up regularly in sale negotiations:

- **B-BBEE status.** If you sell to corporates or the public sector, your B-BBEE level affects revenue directly. A buyer will ask how a change of ownership affects your scorecard and whether key contracts depend on it.
- **Resilience to load-shedding.** Backup power, solar and water storage now form part of how buyers assess operational risk, especially in manufacturing, cold chain and hospitality.
- **Property.** If the business operates from property you own personally or in a separate entity, decide early whether it forms part of the sale or is leased to the buyer at a market rental. Either way, document the lease.
- **Labour.** Written employment contracts for every employee, and no unresolved CCMA disputes.

## Where to start

Most of these levers take eighteen months to three years to move meaningfully. That is why the best time to prepare for an exit is long before you plan to sell.

A practical first step: score your business honestly from one to five on each lever above. Your two lowest scores are your starting plan. Even if you never sell, a business that scores well on these levers is more profitable, less stressful to run and far easier to step back from.`,
  },
  {
    title: "Family succession without the fallout: a 90-day plan for handing over the business",
    summary:
      "A practical 90-day plan for handing a family enterprise to the next generation, covering ownership, leadership, governance and the conversations most families avoid.",
    categorySlug: "exit-and-succession",
    tags: ["succession", "family-business", "partnership", "governance"],
    authorName: "Ayesha Patel",
    authorBio:
      "Ayesha is a former attorney who now advises family enterprises on governance, ownership structures and succession between generations.",
    isFeatured: false,
    publishedAt: "2026-10-13",
    content: `In most family businesses, succession isn't a single event. It's a gradual shift of ownership, leadership and authority that can take years. But it needs a clear start. Too many family enterprises drift: the founder says they are stepping back but still signs every payment, and the next generation waits, frustrated, for a handover that never quite arrives.

This 90-day plan is designed to get the process moving in a structured way. It won't complete the transition, but it will put the decisions, documents and conversations in place so the rest can happen without damaging the business or the family.

## Before you start: separate three handovers

Family succession usually involves three different handovers, and confusing them causes most of the fallout:

| Handover | Key question | Usually decided by |
|---|---|---|
| Ownership | Who will own the shares, and on what terms? | The founder, with tax and legal advisers |
| Leadership | Who will run the business day to day? | The board or founder, based on ability |
| Family role | How are family members outside the business treated? | The family as a whole |

A child can inherit shares without running the business. A non-family managing director can run it while the family owns it. Being clear about this early removes much of the tension.

## Days 1 to 30: decide and disclose

The first month is about decisions and honest conversations.

1. **The founder decides what they actually want.** A date for stepping out of day-to-day management, the role they want afterwards (chair, adviser or nothing at all) and the income they need in retirement. "In a few years" is not a plan.
2. **Assess the successor fairly.** What experience do they have, where are the gaps, and do senior managers respect them? An independent view from an adviser or non-executive director is valuable here.
3. **Hold a family meeting.** Everyone with a stake attends, including siblings who don't work in the business and, where appropriate, spouses. Explain the intention, the timeline and the principles. Listen more than you talk.
4. **Agree that fair is not always equal.** The child who has worked in the business for fifteen years and the one who lives in another province may receive different things. Say so openly now, not at the reading of a will.

## Days 31 to 60: put the structure in place

The second month turns intentions into documents.

- **Shareholders' agreement.** Cover how shares may be sold or transferred, what happens on death, divorce or disability, and how deadlocks are resolved. Many family businesses have never had one.
- **Memorandum of Incorporation.** Check that it still reflects how you want the company governed, and file any amendments with CIPC.
- **Family charter.** A short document setting out the family's values, who may work in the business and on what terms, how family members are paid (market-related salaries for real roles, dividends for ownership) and how disputes are handled.
- **Tax and estate planning.** Moving shares can trigger capital gains tax, donations tax or estate duty, and family trusts bring their own rules. Involve your tax adviser before anything changes hands.
- **Buy-and-sell funding.** If a shareholder dies, can the others afford to buy the shares from the estate? Life cover structured for this purpose avoids a forced sale.

## Days 61 to 90: transfer authority, visibly

Authority handed over quietly tends to drift back. The final month makes the change visible.

- **Publish a decision matrix.** Set out which decisions the successor makes alone, which they make after consulting the founder and which stay with the board or shareholders. Share it with senior managers.
- **Introduce the successor to key relationships.** Top customers, suppliers, the bank, your auditor and your attorney. The founder should make these introductions personally, then step back from the relationship.
- **Update the formalities.** Bank mandates and signing authorities, director changes recorded with CIPC and the B-BBEE implications of any change in ownership.
- **Set up a regular review.** A monthly meeting between founder and successor for the first year, with an agreed agenda, gives the founder a proper channel for advice instead of informal interference on the shop floor.

## Look after the non-family team

Senior managers who aren't family often feel most exposed during succession. Will they report to someone younger with less experience? Is there still a future for them?

Talk to them early, ideally before the wider staff announcement. Be clear about their roles, and consider retention arrangements for key people. A business that loses its operations manager or top salesperson mid-transition loses value quickly.

## Treat it as a partnership

The healthiest successions work as a partnership between generations. The founder brings relationships, judgement and history. The next generation brings energy, new skills and often a better feel for technology and changing customers. Neither is right all the time.

Picture a family-owned agricultural supplier in the Free State. After the 90 days, the founder becomes chair, keeps two long-standing customer relationships for one more year by agreement and hands everything else to his daughter. A family charter is signed by all four children, and the two siblings outside the business get a clear dividend policy and a seat at the annual family meeting. Everyone knows their role, and nobody has to guess.

Done well, succession protects the two things that matter most: the business and the family. These 90 days won't solve everything, but they make sure the hardest conversations happen while everyone is still able to have them.`,
  },
];
