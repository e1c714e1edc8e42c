import { useEffect, useState } from "react";
import { config } from "#web/lib/config.ts";
import { readCookie } from "#web/lib/cookies.ts";
import { type CheckoutStart, OrderSummary } from "./OrderSummary";

export default function OrderSummaryPage() {
  const [start, setStart] = useState<CheckoutStart | null>(null);
  useEffect(() => {
    setStart({
      sid: new URLSearchParams(window.location.search).get("sid"),
      couponCode: readCookie(document, "coupon-code"),
    });
  }, []);
  return <OrderSummary publishableKey={config.stripePublishableKey ?? ""} start={start} />;
}
