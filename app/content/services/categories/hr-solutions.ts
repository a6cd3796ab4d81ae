import { GET_STARTED, heroArt, iconImage } from "../shared.ts";
import type { CategoryPage } from "../types.ts";

export const hrSolutions: CategoryPage = {
  slug: "hr-solutions",
  name: "HR Solutions",
  meta: {
    title: "HR Solutions: Recruitment, Payroll, Compliance and Training",
    description:
      "Recruitment, payroll, PF and ESIC compliance, HR policies, onboarding, performance reviews, training and engagement for small and mid-sized businesses in Gujarat.",
  },
  hero: {
    title: "HR Solutions that let you focus on the business",
    subtitle:
      "Hiring, payroll, statutory compliance and people development, handled by an experienced HR team that works like your own department, at a fraction of the cost.",
    highlights: ["PF, ESIC and PT filed on time", "Shortlists within 7 working days", "One HR partner for teams of 10 to 500"],
    art: heroArt("hr-solutions", "Illustration of team member profiles, a hiring pipeline and a payroll calendar"),
  },
  services: {
    heading: "Our HR services",
    intro:
      "Pick one service or hand us the whole HR function. Every engagement comes with a named HR manager and a monthly report.",
    cards: [
      {
        title: "Recruitment & Staffing",
        description:
          "From shop-floor supervisors to software engineers, we write the job description, source and screen candidates, and schedule interviews, so you only meet people worth meeting.",
        benefits: ["Screened shortlists within 7 working days", "Skill tests and reference checks", "Free replacement within 90 days"],
        image: iconImage("recruitment"),
        imageStyle: "icon",
      },
      {
        title: "Payroll Management",
        description:
          "Accurate salaries every month, with attendance, leave, overtime, reimbursements and TDS calculated correctly and payslips delivered to every employee's phone.",
        benefits: ["Payroll processed by the 1st of every month", "Digital payslips and Form 16", "Full and final settlements handled"],
        image: iconImage("payroll"),
        imageStyle: "icon",
      },
      {
        title: "Statutory Compliance",
        description:
          "Provident Fund, ESIC, Professional Tax, Labour Welfare Fund and Shops & Establishment registrations and returns, filed on time with the records an inspector expects to see.",
        benefits: ["Monthly PF, ESIC and PT challans", "Registers and returns kept inspection-ready", "Alerts before every due date"],
        image: iconImage("compliance"),
        imageStyle: "icon",
      },
      {
        title: "HR Policy & Handbook",
        description:
          "Clear, fair policies on leave, attendance, conduct, POSH and work from home, written for your business and compiled in an employee handbook people actually read.",
        benefits: ["Policies aligned with current labour codes", "POSH committee set-up and training", "Handbook in English and Gujarati"],
        image: iconImage("hr-policy"),
        imageStyle: "icon",
      },
      {
        title: "Onboarding & Induction",
        description:
          "A first week that makes new joiners productive and proud: documents collected digitally, a structured induction plan and a buddy who answers the small questions.",
        benefits: ["Digital joining kit and document checklist", "Role-wise 30-60-90 day plans", "Lower early attrition"],
        image: iconImage("onboarding"),
        imageStyle: "icon",
      },
      {
        title: "Performance Management",
        description:
          "Goals, key result areas and review cycles that connect each person's work to business targets, with appraisal forms and increment guidelines managers find easy to use.",
        benefits: ["KRA and KPI design for every role", "Half-yearly review templates", "Fair, documented increment decisions"],
        image: iconImage("performance"),
        imageStyle: "icon",
      },
      {
        title: "Training & Development",
        description:
          "Workshops on sales, customer service, communication and leadership, delivered at your premises and tailored to the gaps your managers see every day.",
        benefits: ["Training needs analysis before any session", "On-site workshops in English, Hindi or Gujarati", "Post-training assessments"],
        image: iconImage("training"),
        imageStyle: "icon",
      },
      {
        title: "Employee Engagement",
        description:
          "Surveys, recognition programmes and celebrations that make good people stay, with a simple dashboard that shows you how the team is feeling before they resign.",
        benefits: ["Quarterly pulse surveys", "Rewards and recognition framework", "Exit interviews with actionable insights"],
        image: iconImage("engagement"),
        imageStyle: "icon",
      },
    ],
  },
  approach: {
    heading: "How we take over your HR",
    intro: "A smooth handover in four weeks, without disturbing your team.",
    steps: [
      { title: "HR audit", text: "We review your records, policies and compliance status and share a gap report." },
      { title: "Set-up", text: "Registrations, templates, payroll inputs and policies put in order." },
      { title: "Run", text: "Your named HR manager handles the monthly cycle and answers employee queries." },
      { title: "Report", text: "A monthly HR dashboard: headcount, attrition, costs and compliance status." },
    ],
  },
  closing: {
    heading: "Build a team that stays and grows",
    text: "Start with a free HR health check. We will show you your compliance gaps and the quickest wins for your team.",
    cta: GET_STARTED,
  },
};
