import { useState } from "react";
import { Link } from "wouter";
import { pathTo } from "#common/routes.ts";
import { buttonClass } from "#web/components/button.ts";
import { Carousel } from "#web/components/carousel/Carousel.tsx";
import { useLocalTexts } from "#web/components/currency/LocalAmount.tsx";
import { claimAttributes } from "#web/components/FeatureClaim.tsx";
import { PageHeader } from "#web/components/PageHeader.tsx";
import { RadioToggle } from "#web/components/RadioToggle.tsx";
import { Section } from "#web/components/Section.tsx";
import {
  type ComparedProduct,
  type Comparison,
  type ComparisonKey,
  comparisonIn,
  type FeatureKey,
  featureKeys,
  rowLabel,
} from "#web/content/comparison/comparison.ts";
import { useMatrixWords } from "#web/content/pricing/feature-matrix-messages.ts";
import { type Translate, useLocale, useMessages } from "#web/i18n/messages.ts";
import { CellView } from "./CellView";
import styles from "./ComparisonPage.module.css";
import { comparisonMessages } from "./comparison-messages";

interface Props {
  readonly t: Translate<ComparisonKey>;
  readonly comparison: Comparison;
}

/** A row's label names our feature: the row carries our cell's claim, so its status sits beside the label. */
function rowClaim(products: readonly ComparedProduct[], key: FeatureKey) {
  const claim = products.find((p) => p.ours)?.features[key].claim;
  return claim ? claimAttributes(claim.feature, claim.offers) : {};
}

function ProductName({ product }: { product: ComparedProduct }) {
  return (
    <>
      {product.name}
      {product.footnoted && <sup aria-hidden="true">*</sup>}
    </>
  );
}

function Grid({ t, comparison: { products, markLabels } }: Props) {
  return (
    <div className={styles.gridWrap} data-testid="comparison-grid">
      <table className={styles.table}>
        <caption className="visually-hidden">{t("caption")}</caption>
        <thead>
          <tr>
            <td />
            {products.map((product) => (
              <th key={product.name} scope="col" className={product.ours ? styles.ours : undefined}>
                <ProductName product={product} />
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {featureKeys.map((key) => (
            <tr key={key} {...rowClaim(products, key)}>
              <th scope="row">{rowLabel(t, key)}</th>
              {products.map((product) => (
                <td key={product.name} className={product.ours ? styles.ours : undefined}>
                  <CellView cell={product.features[key]} markLabels={markLabels} />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function Columns({ t, comparison: { products, markLabels } }: Props) {
  const [index, setIndex] = useState(0);
  const productOptions = products.map((product, i) => ({ value: String(i), label: product.name }));
  return (
    <div className={styles.columns} data-testid="comparison-columns">
      <div className={styles.switcher}>
        <RadioToggle
          label={t("product_shown")}
          options={productOptions}
          value={String(index)}
          onChange={(value) => setIndex(Number(value))}
        />
      </div>
      <Carousel
        index={index}
        onIndexChange={setIndex}
        label={t("carousel_label")}
        slideLabel={(i) =>
          t("slide_label", { product: products[i]?.name ?? "", position: i + 1, count: products.length })
        }
        slides={products.map((product) => (
          <div
            key={product.name}
            className={product.ours ? `${styles.column} ${styles.oursColumn}` : styles.column}
            data-about={product.ours ? undefined : "competitor"}
          >
            <h2 className={styles.columnTitle}>
              <ProductName product={product} />
            </h2>
            <dl className={styles.list}>
              {featureKeys.map((key) => (
                <div key={key} className={styles.row} {...(product.ours ? rowClaim(products, key) : {})}>
                  <dt>{rowLabel(t, key)}</dt>
                  <dd>
                    <CellView cell={product.features[key]} markLabels={markLabels} />
                  </dd>
                </div>
              ))}
            </dl>
          </div>
        ))}
      />
    </div>
  );
}

export default function ComparisonPage() {
  const t = useMessages(comparisonMessages);
  const locale = useLocale();
  const comparison = comparisonIn(t, useMatrixWords(), useLocalTexts());
  return (
    <>
      <PageHeader title={t("title")} subtitle={t("subtitle")} />
      <Section>
        <Grid t={t} comparison={comparison} />
        <Columns t={t} comparison={comparison} />
        <p className={styles.footnote}>{comparison.staticSpreadFootnote}</p>
        <div className={styles.cta}>
          <Link href={pathTo("pricing-web", {}, locale)} className={buttonClass("primary", "large")}>
            {t("see_plans")}
          </Link>
          <Link href={pathTo("features-web", {}, locale)} className={buttonClass("outline", "large")}>
            {t("explore")}
          </Link>
        </div>
      </Section>
    </>
  );
}
