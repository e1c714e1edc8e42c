/** The dashboard's words in English, as an English page gives them (its catalogue loaded first). */
import { englishOf } from "#tests/web/english.ts";
import { type DashboardText, dashboardMessages } from "#web/features/affiliates/affiliate-dashboard-messages.ts";
import { formatterOf } from "#web/i18n/format.ts";

export const englishDashboard: DashboardText = { t: await englishOf(dashboardMessages), f: formatterOf("en") };
