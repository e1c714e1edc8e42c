/** Every router of the API, mounted at the root in worker/index.ts; each registers its calls with `route()`. */
import { adminRouter } from "./admin";
import { affiliatesRouter } from "./affiliates";
import { checkoutRouter } from "./checkout";
import { contactRouter } from "./contact";
import { downloadsRouter } from "./downloads";
import { healthRouter } from "./health";
import { insightsRouter } from "./insights";
import { licencesRouter } from "./licences";
import { payoutsRouter } from "./payouts";
import { symbolsRouter } from "./symbols";
import { vitalsRouter } from "./vitals";

export const apiRouters = [
  adminRouter,
  insightsRouter,
  healthRouter,
  symbolsRouter,
  contactRouter,
  affiliatesRouter,
  checkoutRouter,
  licencesRouter,
  payoutsRouter,
  downloadsRouter,
  vitalsRouter,
] as const;
