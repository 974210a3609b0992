import type { SeedPost } from "./types";

export const seedPostsB: SeedPost[] = [
  {
    title: "Getting 15 hours a week back: how owners step out of the day-to-day",
    summary:
      "A practical four-step method for owners to hand over work for good: track your time, set decision rights with rand limits, hand over properly and run a weekly rhythm.",
    categorySlug: "leadership-and-ownership",
    tags: ["leadership", "delegation", "time-management", "owner-independence"],
    authorName: "Thandi Mokoena",
    authorBio:
      "Thandi spent twelve years running operations for a Gauteng logistics group before joining Kestrel Advisory, where she helps owners build teams that run without them.",
    isFeatured: false,
    publishedAt: "2026-02-17",
    content: `Most owners we work with put in 55 to 65 hours a week, and a surprising share of that time goes on work someone else in the business could do: approving small purchases, answering the same customer questions, checking invoices, chasing a delivery. This article is about finding 15 of those hours and handing them over for good.

Fifteen hours is not a random number. It is roughly two working days, and it is enough time to do the work only an owner can do: pricing, key relationships, senior hiring and thinking about where the business is going next.

## Step 1: Track a normal fortnight

You cannot delegate what you cannot see. For two weeks, keep a simple log in 30-minute blocks. Note what you did, who asked for it and whether it genuinely needed you.

At the end, sort every activity into one of four buckets:

- **Only me:** strategy, major customer relationships, senior hiring, the bank.
- **Me for now:** things you do because nobody has been trained yet.
- **Shouldn't be anyone:** reports nobody reads, meetings without decisions, double-checks of double-checks.
- **Someone else already could:** work you do out of habit or because it "feels faster".

In a typical owner's log, the last three buckets add up to 20 to 30 hours a week. That is your raw material.

## Step 2: Hand over decision rights, not just tasks

Delegation fails most often because the owner hands over the task but keeps the decision. The manager does the work, then waits for your approval, and you are back in the loop.

Write decision rights down, with rand limits. Here is an example from a 40-person distribution business in Ekurhuleni:

| Decision | Operations manager | Owner |
|---|---|---|
| Stock orders from approved suppliers | Up to R75 000 per order | Above R75 000 |
| Customer credit notes | Up to R5 000 | Above R5 000 |
| Overtime | Within monthly budget | Over budget |
| Hiring | Replacement roles | New roles |
| Changing suppliers | Recommends | Decides |

It helps to use three levels of authority: **decide and act**, **decide and inform**, and **recommend and wait**. Start most things at "recommend" and move them up as trust and track record build.

## Step 3: Hand over properly

A rushed handover guarantees the work comes back to you. A good one has four parts:

1. **Explain the outcome, not just the steps.** "No debtors older than 60 days" is clearer than "phone these customers on Tuesdays".
2. **Show it once, then watch them do it once.** Stay quiet while they do it.
3. **Agree how you will check.** A weekly number or a short report, not hovering.
4. **Leave it alone.** For the first month, expect it done about 80% as well as you would do it.

That last point is where most owners slip. If you quietly redo the work, your team learns that their version does not count, and they stop trying.

## Step 4: Replace interruptions with a weekly rhythm

Interruptions, not big tasks, are what eat an owner's week. Replace ad hoc questions with a predictable rhythm:

- **Monday, 45 minutes:** leadership huddle covering last week's numbers, this week's priorities and anything blocked.
- **Fortnightly one-on-ones, 30 minutes each:** coaching, decisions that need you, and the person's own list of questions.
- **Friday, 30 minutes:** your review of the weekly dashboard.
- **A question list:** team members hold non-urgent questions for the one-on-one instead of walking into your office or sending a WhatsApp at 21:00.

Then protect two half-day blocks each week for owner-only work. Put them in the diary like a client meeting and treat them the same way.

## A worked example

Sipho runs an electrical contracting business in Pretoria with 22 staff and about R18m in turnover. His fortnight log averaged 61 hours a week. Four items stood out: quoting small jobs (9 hours), approving supplier orders (6 hours), site snag visits (5 hours) and payroll queries (4 hours).

Over the next 90 days:

- Quotes under R50 000 moved to his estimator, using a pricing template they built together: about 7 hours back.
- The site supervisor got approval rights for orders up to R30 000: about 4 hours back.
- A close-out checklist replaced most snag visits: about 3 hours back.
- Payroll and leave queries were routed to the bookkeeper: about 2 hours back.

That adds up to roughly 16 hours. Sipho spent six of them visiting his ten biggest clients, which led to two maintenance contracts. The rest he spent at home, which was the point.

## Common traps

- **Delegating to the most willing person instead of the most capable.** Willingness matters, but match the task to the skill.
- **Keeping "just one more" approval.** Every sign-off you hold on to is a queue with your name on it.
- **Delegating without information.** Give people access to the accounting system, the price list and the customer history, not just instructions.
- **Being always on.** If you answer every message within minutes, even during load-shedding evenings, the team will never learn to solve things without you.

## Where to start this week

Start the time log on Monday. Pick the two biggest items in the "someone else already could" bucket, choose who will own them, and write their decision rights on one page. You will not get 15 hours back in a week, but most owners we work with are well on the way within a quarter.`,
  },
  {
    title: "Building a management team in a business that has always run on the founder",
    summary:
      "How to move from a founder-centred business to a real management team in 12 to 18 months: the right roles, promote or hire, scorecards and closing the back door.",
    categorySlug: "leadership-and-ownership",
    tags: ["leadership", "management-team", "delegation", "hiring"],
    authorName: "Pieter van der Merwe",
    authorBio:
      "Pieter is a former financial director of a Western Cape manufacturing group and has advised family-owned businesses on structure, succession and growth for more than fifteen years.",
    isFeatured: false,
    publishedAt: "2026-04-08",
    content: `Many South African businesses are built the same way. The founder starts with a few people, wins the work, solves every problem and makes every decision. It works brilliantly, until the business is too big for one head. Somewhere between 20 and 50 staff, everything starts queuing at the owner's door.

The answer is a management team: a small group of people who own results, not just tasks. Building one in a business that has always run on the founder is hard, but it can be done in 12 to 18 months if you approach it deliberately.

## Signs you have hit the founder ceiling

- Staff wait for you before making decisions they are perfectly capable of making.
- Growth stalls whenever you take leave or are busy with one big customer.
- Your "managers" are really senior doers who escalate everything.
- You are the only person who knows the real margin on a job.
- Good people leave because there is nowhere to grow.

If three or more of these sound familiar, the business has outgrown its structure.

## Decide the shape before the people

Start with the functions the business needs, not the people you already have. Most owner-led businesses need three or four management roles:

| Function | What the role owns | Typical first hire or promotion |
|---|---|---|
| Operations | Delivery, quality, scheduling, stock | Operations or production manager |
| Finance | Monthly accounts, cash, debtors, SARS compliance | Financial manager (often grown from bookkeeper) |
| Sales and customers | Pipeline, pricing discipline, key accounts | Sales manager or key account lead |
| People | Hiring, contracts, training, performance | Often shared with finance at first |

You do not need all four at once. Most owners start with the function that consumes the most of their own time, which is usually operations.

## Promote or hire?

There is no universal answer, but there are trade-offs.

**Promoting from within** keeps culture and knowledge, builds loyalty and supports skills development and management control on your B-BBEE scorecard. The risk is promoting your best technician into a role they are not suited to, then losing a good technician and gaining a struggling manager.

**Hiring externally** brings skills and habits the business does not have yet. The risk is a poor cultural fit, and it costs more. In Gauteng or the Western Cape, a capable operations manager for a R30m business might cost R55 000 to R75 000 a month, so budget R700 000 to R900 000 a year, including recruitment.

A useful test: can the internal candidate already do 60% of the role, and are they hungry to learn the rest? If yes, promote and support them with training and coaching. If not, hire.

## Write a scorecard, not a job description

A job description lists duties. A scorecard defines success. For each management role, write one page that covers:

1. **Purpose:** one sentence on why the role exists.
2. **Outcomes:** three to five results, each with a number. For example, "on-time delivery above 95%" or "debtors over 60 days below R250 000".
3. **Decision rights:** what they decide alone, what they decide and tell you, and what they recommend.
4. **Weekly numbers:** what they report and when.

Put the essentials into a proper employment contract and letter of appointment. A clear, agreed role also makes any later performance conversations fairer and easier to manage.

## Make them a team, not a set of direct reports

A group of managers who each report separately to the founder is not a management team. It is the old hub-and-spoke model with better job titles. To build a real team:

- **Hold a weekly management meeting** with a fixed agenda: numbers, priorities, problems that cross departments.
- **Share one dashboard** so everyone sees the same cash, sales and margin figures.
- **Run a monthly review** of the management accounts together, with the external accountant if possible.
- **Let managers solve cross-functional problems between themselves** before they reach you.

## The founder's hardest job: stop using the back door

The most common reason management teams fail in founder-led businesses is the founder. Staff have always come to you, so they keep coming. If you answer, you undermine your manager.

The fix is simple and uncomfortable. When someone brings you something their manager owns, send them back: "What does Lindiwe think? Take it to her." Do this consistently for three months and the new structure starts to hold.

## A worked example

A family-owned furniture manufacturer outside Pietermaritzburg, with 48 staff and R32m turnover, ran entirely through the founder, who still signed every job card. We helped him build a team in three stages:

- **Months 1 to 4:** promoted the long-serving workshop foreman to production manager, with a scorecard and weekly coaching.
- **Months 4 to 8:** grew the bookkeeper into a financial manager role, with the external accountant mentoring her on management accounts and cash forecasting.
- **Months 8 to 14:** hired a sales manager from outside to own the retailer accounts.

By month 14, the founder was out of daily production decisions and spending his time on two new retail partnerships. The business was also noticeably easier to value, because it no longer depended on one person.

## Where to start

Draw your current structure honestly, showing who really makes which decisions. Then draw the structure you need in two years. The gap between the two is your plan.`,
  },
  {
    title: "Writing SOPs your team will actually use",
    summary:
      "Most SOP files gather dust. Here is how to choose the right processes, map them with your team, write one-page checklists and keep them current.",
    categorySlug: "operations-and-systems",
    tags: ["operations", "sops", "process-mapping", "systems"],
    authorName: "Ayesha Patel",
    authorBio:
      "Ayesha is a chartered accountant turned operations specialist who has helped manufacturers and distributors in KwaZulu-Natal and Gauteng document and streamline their processes.",
    isFeatured: false,
    publishedAt: "2026-05-20",
    content: `Almost every business we visit has a file of standard operating procedures somewhere. It was written during an ISO project, a big customer audit or a burst of enthusiasm, and nobody has opened it since. The problem is rarely that the team refuses to follow procedures. It is that the procedures were written for an auditor, not for the person doing the job.

Here is how to write SOPs that get used, and how to keep them alive once they exist.

## Start with the processes that hurt

Do not try to document everything. Pick the five to ten processes where mistakes are frequent or expensive. A quick way to rank them is to score each process from 1 to 5 on two questions: how often does it happen, and how much does an error cost?

| Process | Frequency | Cost of error | Score |
|---|---|---|---|
| Receiving stock | 5 | 4 | 20 |
| Quoting a custom job | 3 | 5 | 15 |
| Month-end debtors run | 2 | 4 | 8 |
| Onboarding a new employee | 2 | 3 | 6 |

Start at the top of the list. Receiving stock, quoting, invoicing and dispatch usually come out near the top in trading and manufacturing businesses. In professional services, it is more often job intake, billing and file closure.

## Map the process with the people who do it

The person who does the job every day knows where it actually breaks. Get them in a room with a wall and a pack of sticky notes for an hour.

1. **Agree the trigger and the end point.** For example: "Truck arrives at the gate" to "Stock is on the shelf and captured in the system".
2. **Write each step on a note, in order,** using a verb: "check delivery note against purchase order".
3. **Mark who does each step.** If a step passes between people or departments, that is where errors usually hide.
4. **Circle the failure points.** Where does it go wrong, get skipped or wait for someone?
5. **Fix the process before you write it down.** Documenting a bad process only makes it permanent.

## Write for the job, not the file

The best SOPs are short. Aim for one page, and use a checklist wherever the order of steps matters. Each SOP should have the same simple structure:

- **Purpose:** one sentence on why this matters.
- **Owner:** the role responsible, not a named person.
- **Trigger:** what starts the process.
- **Steps:** numbered, each starting with a verb.
- **What good looks like:** the standard, such as "captured within two hours of delivery".
- **If something goes wrong:** who to call, and what not to do.

Here is the core of a receiving checklist from a building-supply distributor in Durban:

1. Match the delivery note to the purchase order before the truck is offloaded.
2. Count and inspect every line. Note shortages and damage on the driver's copy.
3. Do not sign for anything you have not counted.
4. Photograph damaged items and send them to the buyer the same day.
5. Capture the goods received note in the system within two hours.
6. Put stock in its labelled bin location, not "somewhere for now".

Six lines, written in the words the receiving team uses. After three months, supplier disputes over short deliveries had almost disappeared, because the team had evidence every time.

## Put SOPs where the work happens

A procedure on a shared drive nobody can open from the warehouse floor is not a procedure. Practical options:

- A laminated checklist at the workstation, so it still works during load-shedding when screens and Wi-Fi are down.
- A QR code on the machine or desk linking to the latest version.
- A short voice note or video recorded by your best operator, for tasks that are easier shown than read.
- A single, well-organised folder, with the same naming convention for every SOP.

## Include the compliance steps people forget

SOPs are a good place to build in the rules that are easy to skip. If a process handles customer ID numbers, bank details or medical information, the SOP should say exactly how it is stored, who may see it and when it is destroyed, in line with POPIA. If a process involves SARS deadlines, such as VAT returns or EMP201 submissions, put the dates and the responsible role in the SOP, not in someone's head.

## Keep them alive

SOPs die when nobody owns them. To keep them current:

- **Give every SOP an owner** who updates it when the process changes.
- **Set a review date**, usually every six or twelve months.
- **Make improvement normal.** If someone finds a better way, they tell the owner and the SOP is updated that week.
- **Use them in training.** New staff should learn the job from the SOP, with a colleague alongside. Gaps show up quickly.
- **Spot-check monthly.** Pick one SOP, watch the job being done and compare. Differences mean either the SOP or the practice needs fixing.

## How you know it is working

Track two or three simple measures: errors or rework on the documented processes, how long a new employee takes to work independently, and how often the owner is asked "how do we do this?". When those numbers fall, your SOPs are doing their job.`,
  },
  {
    title: "Stock, suppliers and cash: negotiating 45-day supplier terms and cutting dead stock",
    summary:
      "A worked example of how longer supplier terms and less dead stock can release R1.8m of cash from a R24m business, with a step-by-step negotiation approach.",
    categorySlug: "operations-and-systems",
    tags: ["operations", "cash-flow", "working-capital", "inventory"],
    authorName: "Pieter van der Merwe",
    authorBio:
      "Pieter is a former financial director of a Western Cape manufacturing group and has advised family-owned businesses on structure, succession and growth for more than fifteen years.",
    isFeatured: false,
    publishedAt: "2026-07-14",
    content: `A profitable business can still run out of cash. The usual culprit is working capital: money tied up in stock and in customers who have not paid yet, minus the credit your suppliers give you. For trading, manufacturing and distribution businesses, this is often the single biggest source of "hidden" cash, and it does not require a single extra sale.

## The number that matters: your cash conversion cycle

Your cash conversion cycle is how many days your money is tied up between paying for stock and collecting from customers:

**Stock days + debtor days - creditor days = cash conversion cycle**

Take a building-supply distributor in Polokwane with R24m turnover and R18m cost of sales (ignoring VAT for simplicity):

- Stock of R4.5m is about 91 days of cost of sales.
- Debtors of R3m are about 46 days of sales.
- Suppliers are paid in 30 days, so creditors are about R1.5m.

That gives a cycle of 91 + 46 - 30 = 107 days. Every rand of stock this business buys takes more than three months to come back as cash. No wonder the overdraft is always full.

Now suppose the owner negotiates 45-day terms with the main suppliers and brings stock down to 70 days:

| Lever | Before | After | Cash released |
|---|---|---|---|
| Creditor days | 30 | 45 | About R740 000 |
| Stock days | 91 | 70 | About R1 040 000 |
| Cash conversion cycle | 107 days | 71 days | About R1.8m in total |

That is R1.8m of cash released without any new customers, and the overdraft interest saved goes straight to the bottom line.

## Negotiating 45-day supplier terms

Many owners assume supplier terms are fixed. They are usually not, especially if you are a reliable customer. But simply paying late and hoping nobody notices is not a strategy. It damages relationships, can affect your credit record and tends to get you pushed to the back of the queue when stock is short.

Negotiate properly instead:

1. **Know your numbers.** How much did you spend with this supplier over the last 12 months, and how has your payment record been? A history of paying on the due date is your strongest card.
2. **Start with your top suppliers.** Usually five to ten suppliers make up most of your spend. Focus there.
3. **Offer something in return.** Options include consolidating purchases with fewer suppliers, sharing a rolling three-month forecast, committing to annual volumes or accepting electronic statements and remittances.
4. **Ask at the right moment.** The annual price review, a new product line or a growth in volume is a natural time to discuss terms.
5. **Be specific.** "We would like to move to 45 days from statement, starting in March, in exchange for consolidating our fastener spend with you" is a clearer ask than "can you give us longer?".
6. **Get it in writing,** and then pay on day 45, every time.

### Check the early settlement discount first

Some suppliers offer a discount for paying early. Run the numbers before you give it up. A 2% discount for paying in 7 days instead of 45 works out to roughly 19% a year on the cash used. If your overdraft costs less than that and you have headroom, taking the discount can be worth more than the longer terms.

## Finding and clearing dead stock

Dead stock is cash sitting on a shelf. Start with a stock ageing report from your system, and sort items into three groups:

- **Moving:** sold in the last 90 days.
- **Slow:** no sale for 90 to 180 days.
- **Dead:** no sale for more than 180 days.

In our Polokwane example, about R650 000 of the R4.5m was dead: discontinued fittings, a bulk order of a colour that never sold, and spares for equipment the customers no longer used.

Ways to turn it back into cash, roughly in order of preference:

1. **Return to the supplier** for credit, even at a restocking fee of 10% to 15%.
2. **Bundle** slow items with fast movers, or offer them to contractors at a project discount.
3. **Run a clearance sale** for loyal customers or trade accounts.
4. **Sell to a clearance buyer** for whatever they will pay.
5. **Write it off** and free up the space. Speak to your accountant about valuing the stock correctly and the tax treatment before you do.

Recovering even 40 cents in the rand on dead stock is usually better than leaving it on the shelf for another year, where it takes up space, gets counted and slowly gets damaged.

## Stopping it from happening again

Clearing dead stock is a one-off win. Preventing it is where the lasting value lies:

- **Set minimum and maximum levels** for your top lines, based on actual sales and supplier lead times.
- **Require approval for new product lines,** with a clear plan for what happens if they do not sell in 90 days.
- **Be careful with bulk-buy deals.** A 5% discount on six months of stock rarely pays for the cash it ties up.
- **Review slow movers monthly,** not at year-end when it is too late to act.
- **Plan around load-shedding** if you carry perishable or temperature-sensitive stock, so that you are not forced to write off spoiled goods.

## Where to start

Calculate your own stock, debtor and creditor days using last month's figures. Then pick one supplier conversation and one dead-stock category to tackle this month. Working capital improves one decision at a time, but the cash adds up quickly.`,
  },
  {
    title: "Running a 90-day sprint: how we work with owners to turn a plan into results",
    summary:
      "How our 90-day sprints work: discover, diagnose, design, deliver and embed, with weekly check-ins and hands-on implementation alongside your team.",
    categorySlug: "operations-and-systems",
    tags: ["how-we-work", "execution", "partnership", "strategy"],
    authorName: "Kestrel Advisory Team",
    authorBio: "",
    isFeatured: false,
    publishedAt: "2026-09-02",
    content: `Most owners do not lack ideas. They have a strategy document from a planning weekend, a list of improvements from the auditors and a dozen things they know need fixing. What is missing is the time and structure to turn those ideas into results while still running the business.

That is why much of our work with owner-led businesses is organised as a 90-day sprint. This article explains how a sprint works, what we do, what we ask of you and what you should expect at the end.

## Why 90 days?

Ninety days is long enough to make real changes, such as a new pricing model, a working stock system or a functioning management meeting. It is short enough that everyone stays focused and the owner can see progress within weeks, not years. It also forces choices. You cannot fix everything in a quarter, so we agree on the two or three things that will make the biggest difference.

## The five phases

| Phase | Weeks | What happens |
|---|---|---|
| Discover | 1 to 2 | Interviews, numbers, site visits |
| Diagnose | 2 to 3 | Find the real constraints and put a rand value on them |
| Design | 3 to 4 | Agree priorities, owners, measures and a weekly plan |
| Deliver | 5 to 11 | Implement alongside your team |
| Embed | 12 to 13 | Hand over, set the rhythm, plan what comes next |

### Discover

We start by listening. We interview the owner, the management team and a few people on the floor, and we visit the sites, whether that is a workshop in Germiston or a farm outside Paarl. We read the last 12 to 24 months of management accounts, the debtors and stock reports, and any previous plans. Any personal information we see is handled under a confidentiality agreement and in line with POPIA.

### Diagnose

Next, we separate symptoms from causes. "Cash is always tight" is a symptom. The cause might be 110 days of stock, quoting that ignores rising input costs or a debtors process nobody owns. We put a rand value on each constraint so the priorities are obvious. A margin leak of R80 000 a month usually matters more than an untidy filing system.

### Design

Together with the owner, we choose the two or three priorities for the sprint. For each, we agree:

- **The outcome**, with a number and a date.
- **An internal owner**, who will still be there after we leave.
- **Weekly milestones**, so progress is visible.
- **The measures** that will appear on the weekly dashboard.

The result is a one-page sprint plan everyone can understand.

### Deliver

This is where our approach is different. We do not hand over a report and leave. We co-implement: we sit with your team, build the spreadsheets and checklists, draft the supplier letters, run the first few meetings and coach your managers until they can run them alone. The work is done inside your business, with your people, so the capability stays when we go.

### Embed

In the final two weeks, we make sure the changes hold. The new routines are written down, the dashboard is running without us, and the internal owners present the results to the owner. We also agree what comes next, whether that is a second sprint, lighter monthly support or nothing at all.

## The weekly check-in

Every sprint runs on a 60-minute weekly check-in with the owner and the internal leads. The agenda is always the same:

1. **Numbers:** the sprint measures, compared with last week.
2. **Milestones:** done, late or at risk.
3. **Blockers:** what is in the way and who will remove it.
4. **Decisions:** anything that needs the owner.
5. **Next week:** the three to five actions that matter most.

The check-in keeps momentum. When a sprint slips, it is almost always because the check-ins stopped.

## What we ask of you

A sprint is a partnership, and it only works if both sides commit. We ask owners for:

- About three to four hours a week, including the check-in.
- Open access to the numbers, including the uncomfortable ones.
- One internal sprint lead who has time set aside for the work.
- Willingness to make decisions quickly, and to let your team own the results.

## An example sprint

A restaurant group with three sites in Gqeberha came to us with food costs that had crept up to 38% of sales and an owner working seven days a week. The sprint focused on two priorities: bring food cost back to 32%, and get the head chef and general manager running the weekly operations meeting.

Over 13 weeks, we rebuilt the recipe costings, set par levels for the top 40 ingredients, introduced a weekly stock count and renegotiated two supplier agreements. By week 12, food cost was at 33% and falling, worth roughly R45 000 a month across the three sites. Just as importantly, the owner had missed two weekly meetings on purpose, and the team ran them without him.

## What a sprint is not

A sprint is not a strategy retreat, a thick report or a promise to fix everything. It is focused, practical work on a few things that matter, done together with your team, with numbers to show whether it worked.

If you have a plan that has been sitting in a drawer, a sprint is often the fastest way to get it moving.`,
  },
  {
    title: "A weekly dashboard for owners: the eight numbers that tell you how the business is really doing",
    summary:
      "Management accounts arrive too late. These eight weekly numbers, from cash and debtors to margin and pipeline, show owners where the business really stands.",
    categorySlug: "growth-and-revenue",
    tags: ["dashboards", "kpis", "cash-flow", "financial-management"],
    authorName: "Kestrel Advisory Team",
    authorBio: "",
    isFeatured: false,
    publishedAt: "2026-10-21",
    content: `Management accounts arrive three to six weeks after the month ends. By then, the cash crunch has already happened, the slow month is already over and the customer who stopped paying is already 90 days behind. Owners need something faster: a one-page weekly dashboard with a handful of numbers that show how the business is really doing.

After working with many owner-led businesses, we keep coming back to the same eight numbers. The exact definitions change from one industry to the next, but the logic holds.

## The eight numbers

### 1. Cash in the bank

The simplest and most important number. Record the total across all accounts, less any overdraft used, on the same day each week. The trend matters more than the figure: five weeks of steady decline is a warning even if the balance still looks healthy.

### 2. Lowest point in the 13-week cash forecast

A rolling 13-week cash forecast shows the lowest your bank balance will go over the next quarter. This is the number that tells you whether you can afford that new vehicle, or whether you need to talk to the bank now rather than in a panic later.

### 3. Debtors over 60 days

Total debtors tell you little. Debtors over 60 days tell you where cash is stuck and which customers are becoming a risk. Track the rand value and the three biggest names on the list.

### 4. Sales this week against target

Invoiced sales for the week, compared with the weekly target and with the same week last year. Seasonality is real in South Africa, from the December shutdown to the back-to-school rush, so year-on-year comparisons stop you panicking in a normally quiet week.

### 5. Gross margin percentage

Sales are vanity if margin is slipping. A weekly estimate, even a rough one, catches problems such as supplier price increases that were not passed on, discounting by sales staff or jobs running over budget. If your system cannot produce it weekly, track margin on the five biggest jobs or orders instead.

### 6. Pipeline: quotes out and win rate

The value of open quotes or proposals, and the percentage you have won over the last 13 weeks. Pipeline is the best early warning of a quiet month ahead. If quotes out fall for three weeks running, sales will follow.

### 7. Commitments due in the next 30 days

Supplier payments, salaries and statutory payments due soon: VAT at 15% on your output, PAYE, UIF and SDL on the EMP201, and any provisional tax instalment. Compare this with number 1. If commitments are bigger than cash plus expected collections, you know weeks in advance, not the night before payroll.

### 8. One operational number

Choose the single measure that best shows whether you are delivering. For a distributor, on-time, in-full delivery. For a professional services firm, billable hours as a percentage of available hours. For a restaurant, food cost percentage. For a manufacturer, output per shift, allowing for load-shedding downtime.

## What it looks like

Here is an example for a Johannesburg engineering services firm with about R20m turnover:

| Measure | This week | Last week | Target | Status |
|---|---|---|---|---|
| Cash in bank | R1.2m | R1.35m | Above R1m | Green |
| 13-week cash low point | R420 000 | R510 000 | Above R500 000 | Amber |
| Debtors over 60 days | R640 000 | R590 000 | Below R400 000 | Red |
| Sales this week | R410 000 | R365 000 | R385 000 | Green |
| Gross margin | 34% | 36% | 35% | Amber |
| Quotes out / win rate | R3.1m / 31% | R2.8m / 30% | R3m / 30% | Green |
| Due next 30 days | R1.45m | R1.5m | Below cash + collections | Green |
| Billable utilisation | 71% | 68% | 75% | Amber |

One glance tells the owner what to do this week: chase the overdue debtors, because they are dragging down the cash forecast, and look at why margin dipped on last week's jobs.

## Making the dashboard work

A dashboard only helps if it is reliable and actually used:

- **Keep it to one page.** Eight numbers, not 30. Detail can live elsewhere.
- **Same day, same time, every week.** Most businesses update it on Monday morning for the previous week.
- **Give each number an owner.** The bookkeeper owns debtors and cash, the sales lead owns pipeline, the operations manager owns the operational number.
- **Show the trend.** Keep the last 13 weeks visible, ideally with a simple chart.
- **Use traffic lights,** with the thresholds agreed in advance, so the discussion is about action rather than whether a number is good.
- **Discuss it in the weekly management meeting.** Spend time on red and amber items only.

## Getting started

You do not need new software. A spreadsheet fed from your accounting system and bank statements is enough to begin. Build the first version this week with whatever data you have, accept that some numbers will be estimates and improve the accuracy over the next month.

Within a quarter, most owners find they check the dashboard before anything else on a Monday morning. They also find they worry less, because they finally know where the business stands.`,
  },
];
