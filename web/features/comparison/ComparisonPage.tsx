import { useState } from "react";
import { Link } from "wouter";
import { pathTo } from "#common/routes.ts";
import { buttonClass } from "#web/components/button.ts";
import { Carousel } from "#web/components/carousel/Carousel.tsx";
import { claimAttributes } from "#web/components/FeatureClaim.tsx";
import { PageHeader } from "#web/components/PageHeader.tsx";
import { RadioToggle } from "#web/components/RadioToggle.tsx";
import { Section } from "#web/components/Section.tsx";
import {
  comparedProducts,
  type FeatureKey,
  featureKeys,
  featureLabels,
  staticSpreadFootnote,
} from "#web/content/comparison/comparison.ts";
import { CellView } from "./CellView";
import styles from "./ComparisonPage.module.css";

const ourProduct = comparedProducts.find((p) => p.ours);

/** A row's label names our feature: the row carries our cell's claim, so its status sits beside the label. */
function rowClaim(key: FeatureKey) {
  const claim = ourProduct?.features[key].claim;
  return claim ? claimAttributes(claim.feature, claim.offers) : {};
}

function Grid() {
  return (
    <div className={styles.gridWrap} data-testid="comparison-grid">
      <table className={styles.table}>
        <caption className="visually-hidden">TickSim compared with two competitors</caption>
        <thead>
          <tr>
            <td />
            {comparedProducts.map((product) => (
              <th key={product.name} scope="col" className={product.ours ? styles.ours : undefined}>
                {product.name}
                {product.name === "Competitor 1" && <sup aria-hidden="true">*</sup>}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {featureKeys.map((key) => (
            <tr key={key} {...rowClaim(key)}>
              <th scope="row">{featureLabels[key]}</th>
              {comparedProducts.map((product) => (
                <td key={product.name} className={product.ours ? styles.ours : undefined}>
                  <CellView cell={product.features[key]} />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

const productOptions = comparedProducts.map((product, i) => ({ value: String(i), label: product.name }));

function Columns() {
  const [index, setIndex] = useState(0);
  return (
    <div className={styles.columns} data-testid="comparison-columns">
      <div className={styles.switcher}>
        <RadioToggle
          label="Product shown"
          options={productOptions}
          value={String(index)}
          onChange={(value) => setIndex(Number(value))}
        />
      </div>
      <Carousel
        index={index}
        onIndexChange={setIndex}
        label="Comparison, one product per slide"
        slideLabel={(i) => `${comparedProducts[i]?.name ?? ""}, ${i + 1} of ${comparedProducts.length}`}
        slides={comparedProducts.map((product) => (
          <div
            key={product.name}
            className={product.ours ? `${styles.column} ${styles.oursColumn}` : styles.column}
            data-about={product.ours ? undefined : "competitor"}
          >
            <h2 className={styles.columnTitle}>
              {product.name}
              {product.name === "Competitor 1" && <sup aria-hidden="true">*</sup>}
            </h2>
            <dl className={styles.list}>
              {featureKeys.map((key) => (
                <div key={key} className={styles.row} {...(product.ours ? rowClaim(key) : {})}>
                  <dt>{featureLabels[key]}</dt>
                  <dd>
                    <CellView cell={product.features[key]} />
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
  return (
    <>
      <PageHeader
        title="How TickSim compares"
        subtitle="Real historical spread, 1000+ assets, seconds timeframes and detailed statistics, against two popular backtesters."
      />
      <Section>
        <Grid />
        <Columns />
        <p className={styles.footnote}>{staticSpreadFootnote}</p>
        <div className={styles.cta}>
          <Link href={pathTo("pricing-web")} className={buttonClass("primary", "large")}>
            See the plans
          </Link>
          <Link href={pathTo("features-web")} className={buttonClass("outline", "large")}>
            Explore the features
          </Link>
        </div>
      </Section>
    </>
  );
}
