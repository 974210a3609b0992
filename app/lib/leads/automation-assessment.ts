/**
 * The Automations Assessment's scoring: one pure function for the server
 * (the page's loader and the contact form's context) and the browser.
 * Answers travel in the URL as one digit per question, so a result is a link.
 */
import {
  assessmentCopy,
  assessmentQuestions,
  quickWinPriority,
  quickWins,
  scoreBands,
  type AssessmentArea,
  type QuickWin,
  type ScoreBand,
} from "~/content/automation-assessment";

export type Level = 0 | 1 | 2 | 3;
export type Answers = Record<AssessmentArea, Level>;
export type AssessmentResult = {
  /** 0 to 100: how much of the business already runs itself. */
  score: number;
  band: ScoreBand;
  /** The three areas that score lowest (ties by quickWinPriority), with their quick wins. */
  quickWins: (QuickWin & { area: AssessmentArea })[];
  /** The answers as one digit per question, in question order: "0123012301". */
  code: string;
};

const MAX_LEVEL = 3;

function toLevel(value: string | null | undefined): Level | null {
  return value !== null && value !== undefined && /^[0-3]$/.test(value) ? (Number(value) as Level) : null;
}

export type AnswerReading = {
  /** Whether the visitor sent the form (any question's field is present). */
  submitted: boolean;
  answers: Partial<Answers>;
  answered: number;
  /** Per question id: the message for a missing or unknown answer (only once submitted). */
  errors: Partial<Record<AssessmentArea, string>>;
  /** Every answer, when all are present and valid. */
  complete: Answers | null;
};

/**
 * The answers in a query string (`calls=2&follow-up=0…`), checked. The form
 * counts as sent when any question's field is present, or when `sent` says so
 * (the browser checking a form about to be sent).
 */
export function readAnswers(params: URLSearchParams, { sent }: { sent?: boolean } = {}): AnswerReading {
  const submitted = sent ?? assessmentQuestions.some((question) => params.has(question.id));
  const answers: Partial<Answers> = {};
  const errors: Partial<Record<AssessmentArea, string>> = {};
  for (const question of assessmentQuestions) {
    const level = toLevel(params.get(question.id));
    if (level === null) {
      if (submitted) errors[question.id] = assessmentCopy.missing;
    } else {
      answers[question.id] = level;
    }
  }
  const answered = Object.keys(answers).length;
  const complete = answered === assessmentQuestions.length ? (answers as Answers) : null;
  return { submitted, answers, answered, errors, complete };
}

/** The score, its band and the three quick wins that fit these answers. */
export function assess(answers: Answers): AssessmentResult {
  const total = assessmentQuestions.reduce((sum, question) => sum + answers[question.id], 0);
  const score = Math.round((total / (assessmentQuestions.length * MAX_LEVEL)) * 100);
  const band = scoreBands.find((entry) => score >= entry.min) ?? scoreBands[scoreBands.length - 1];
  const wins = [...quickWinPriority]
    .sort((a, b) => answers[a] - answers[b] || quickWinPriority.indexOf(a) - quickWinPriority.indexOf(b))
    .slice(0, 3)
    .map((area) => ({ area, ...quickWins[area] }));
  return { score, band, quickWins: wins, code: encodeAnswers(answers) };
}

export function encodeAnswers(answers: Answers): string {
  return assessmentQuestions.map((question) => answers[question.id]).join("");
}

/** The answers of a code made by encodeAnswers; null for anything else. */
export function decodeAnswers(code: string | null | undefined): Answers | null {
  if (!code || code.length !== assessmentQuestions.length || !/^[0-3]+$/.test(code)) return null;
  return Object.fromEntries(
    assessmentQuestions.map((question, index) => [question.id, Number(code[index]) as Level]),
  ) as Answers;
}

/** The contact form's link that carries a result: the lead's topic and the answers, which the server scores again. */
export function assessmentContactHref(result: AssessmentResult): string {
  return `/contact?lead=automations-assessment&assessment=${result.code}`;
}

/** "Automations assessment: 37/100, Mostly manual. Quick wins: …" from a lead's recorded query; null without a valid code. */
export function assessmentSummary(query: Record<string, string>): string | null {
  const answers = decodeAnswers(query.assessment);
  if (!answers) return null;
  const result = assess(answers);
  return `${assessmentCopy.contactTopic}: ${result.score}/100, ${result.band.label}. Quick wins: ${result.quickWins
    .map((win) => win.title)
    .join(", ")}`;
}
