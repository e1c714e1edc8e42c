import { useEffect, useState } from "react";
import { config } from "../../config";
import { readCookie } from "../../lib/cookies";
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
