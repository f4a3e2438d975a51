import type { I18n } from "@lingui/core";
import { msg, plural } from "@lingui/core/macro";
import { Document, Link, Page, StyleSheet, Text, View } from "@react-pdf/renderer";
import { blockLoad, type Session, type SessionBlock, type SizeUnit, sessionLoad } from "@touchline/contracts";
import { countPlayers, type Diagram } from "@touchline/diagram";
import type { ReactElement } from "react";
import {
  ageGroupName,
  formatDuration,
  formatTrainingDate,
  INTENSITY_NAMES,
  INTENSITY_PHRASES,
  LEVEL_NAMES,
  loadRule,
  sessionEquipment,
} from "../lib/labels.ts";
import { PDF_FONT_FAMILY } from "./pdf-fonts.ts";
import { printDiagram, renderDiagramElement, svgElementToPdf, viewBoxOf } from "./svg-to-pdf.tsx";

/** A4 portrait in points, and the page margins. */
const PAGE = { width: 595.28, height: 841.89, marginX: 40, marginTop: 40, marginBottom: 58 } as const;
const CONTENT_WIDTH = PAGE.width - 2 * PAGE.marginX;
/** A drill's diagram never takes more than about half a page, so a tall (vertical) pitch shrinks. */
const DIAGRAM_MAX_HEIGHT = 380;
const PROGRESSION_DIAGRAM = { width: 190, maxHeight: 200 } as const;

/**
 * A line height in points. react-pdf multiplies a unitless line height by the font size again
 * each time a page with page numbers is laid out again, so lines drift apart; points stay put.
 */
const leading = (fontSize: number, ratio: number) => `${Math.round(fontSize * ratio * 10) / 10}pt`;

const INK = "#0f172a";
const MUTED = "#475569";
const RULE = "#cbd5e1";
const ACCENT = "#15803d";

const styles = StyleSheet.create({
  page: {
    paddingTop: PAGE.marginTop,
    paddingBottom: PAGE.marginBottom,
    paddingHorizontal: PAGE.marginX,
    fontFamily: PDF_FONT_FAMILY,
    fontSize: 10,
    // No lineHeight here: on an ancestor it hides every `render` text (react-pdf issue #3402),
    // so the page numbers would vanish. Body text styles set their own.
    color: INK,
    backgroundColor: "#ffffff",
  },
  eyebrow: { fontSize: 8, fontWeight: 700, color: ACCENT, textTransform: "uppercase" },
  title: { fontSize: 22, fontWeight: 700, lineHeight: leading(22, 1.2), marginTop: 2 },
  byline: { fontSize: 10.5, color: MUTED, marginTop: 4 },
  facts: {
    flexDirection: "row",
    flexWrap: "wrap",
    marginTop: 12,
    borderTopWidth: 1,
    borderBottomWidth: 1,
    borderColor: RULE,
  },
  fact: { paddingVertical: 6, paddingRight: 14, minWidth: 70 },
  factLabel: { fontSize: 7.5, color: MUTED, textTransform: "uppercase" },
  factValue: { fontSize: 11, fontWeight: 700 },
  theme: { marginTop: 10 },
  lists: { flexDirection: "row", marginTop: 10, gap: 20 },
  listColumn: { flex: 1 },
  sectionLabel: {
    fontSize: 8,
    fontWeight: 700,
    color: MUTED,
    textTransform: "uppercase",
    marginTop: 8,
    marginBottom: 2,
  },
  bullet: { flexDirection: "row", marginBottom: 1.5 },
  // A drawn dot, not a "•" glyph: one text fewer to lay out per item.
  bulletDot: {
    width: 3,
    height: 3,
    borderRadius: 1.5,
    backgroundColor: ACCENT,
    marginTop: 5.5,
    marginLeft: 1,
    marginRight: 7,
  },
  bulletText: { flex: 1, lineHeight: leading(10, 1.4) },
  paragraph: { marginBottom: 3, lineHeight: leading(10, 1.4) },
  drill: { paddingTop: 8, borderTopWidth: 1.5, borderColor: INK },
  table: { marginTop: 4, borderTopWidth: 1, borderColor: RULE },
  tableRow: { flexDirection: "row", borderBottomWidth: 0.75, borderColor: RULE, paddingVertical: 4 },
  tableHead: { fontSize: 7.5, color: MUTED, textTransform: "uppercase" },
  cellNumber: { width: 22 },
  cellTitle: { flex: 1, paddingRight: 8 },
  cellShort: { width: 62 },
  cellPlayers: { width: 44, textAlign: "right" },
  cellLoad: { width: 96, flexDirection: "row", alignItems: "center", gap: 5, paddingLeft: 10 },
  loadTrack: { width: 50, height: 5, borderRadius: 2.5, backgroundColor: "#e2e8f0" },
  loadFill: { height: 5, borderRadius: 2.5, backgroundColor: ACCENT },
  note: { fontSize: 7.5, color: MUTED, marginTop: 4 },
  drillHeading: { flexDirection: "row", justifyContent: "space-between", alignItems: "flex-end", gap: 12 },
  drillNumber: { fontSize: 8, fontWeight: 700, color: ACCENT, textTransform: "uppercase" },
  drillTitle: { fontSize: 15, fontWeight: 700, lineHeight: leading(15, 1.2) },
  drillMeta: { fontSize: 9.5, color: MUTED, textAlign: "right" },
  diagram: { marginTop: 8, alignItems: "center" },
  diagramFrame: { borderWidth: 0.75, borderColor: RULE },
  progression: { flexDirection: "row", gap: 12, marginTop: 6, marginBottom: 4 },
  progressionText: { flex: 1 },
  progressionTitle: { fontSize: 10.5, fontWeight: 700 },
  empty: { color: MUTED },
  runningHead: {
    position: "absolute",
    top: 20,
    left: PAGE.marginX,
    right: PAGE.marginX,
    flexDirection: "row",
    justifyContent: "space-between",
    gap: 12,
    fontSize: 8,
    color: MUTED,
  },
  footer: {
    position: "absolute",
    bottom: 22,
    left: PAGE.marginX,
    right: PAGE.marginX,
    flexDirection: "row",
    justifyContent: "space-between",
    gap: 12,
    paddingTop: 5,
    borderTopWidth: 0.75,
    borderColor: RULE,
    fontSize: 8,
    color: MUTED,
  },
  footerLink: { color: MUTED, textDecoration: "none", flex: 1 },
});

/**
 * A diagram as vectors in a thin frame, scaled to `maxWidth` (or down to `maxHeight`) at its own
 * aspect ratio. It draws with the app's DiagramView (react-dom) here, before react-pdf renders, not
 * inside react-pdf's render.
 */
export function pdfDiagram(
  diagram: Diagram,
  title: string,
  { maxWidth, maxHeight, sizeUnit }: { maxWidth: number; maxHeight: number; sizeUnit?: SizeUnit },
): ReactElement {
  const svg = renderDiagramElement(printDiagram(diagram), title, sizeUnit);
  const box = viewBoxOf(svg) ?? { width: 4, height: 3 };
  let width = maxWidth;
  let height = (width * box.height) / box.width;
  if (height > maxHeight) {
    height = maxHeight;
    width = (height * box.width) / box.height;
  }
  // The frame's border is 0.75 pt on each side, inside the given size.
  return (
    <View style={[styles.diagramFrame, { width, height }]}>
      {svgElementToPdf(svg, { width: width - 1.5, height: height - 1.5 })}
    </View>
  );
}

/** A drill with its diagrams already drawn for the PDF. */
export interface PreparedDrill {
  block: SessionBlock;
  diagram: ReactElement;
  progressionDiagrams: ReactElement[];
}

/** Draws every diagram of the blocks, sizes written in `sizeUnit` (the coach's; metres by default). */
export function prepareDrills(blocks: readonly SessionBlock[], sizeUnit?: SizeUnit): PreparedDrill[] {
  return blocks.map((block) => ({
    block,
    diagram: pdfDiagram(block.diagram, block.title, {
      maxWidth: CONTENT_WIDTH,
      maxHeight: DIAGRAM_MAX_HEIGHT,
      sizeUnit,
    }),
    progressionDiagrams: block.progressions.map((progression) =>
      pdfDiagram(progression.diagram, progression.title, {
        maxWidth: PROGRESSION_DIAGRAM.width,
        maxHeight: PROGRESSION_DIAGRAM.maxHeight,
        sizeUnit,
      }),
    ),
  }));
}

function Bullets({ items, columns = 1 }: { items: readonly string[]; columns?: number }) {
  return (
    <View style={columns > 1 ? { flexDirection: "row", flexWrap: "wrap" } : undefined}>
      {items.map((item, index) => (
        <View
          key={index}
          style={columns > 1 ? [styles.bullet, { width: `${100 / columns}%` }] : styles.bullet}
          wrap={false}
        >
          <View style={styles.bulletDot} />
          <Text style={styles.bulletText}>{item}</Text>
        </View>
      ))}
    </View>
  );
}

/** Free text as paragraphs, one per blank-line-separated chunk (single newlines are kept). */
function Paragraphs({ text }: { text: string }) {
  const paragraphs = text
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);
  return (
    <View>
      {paragraphs.map((paragraph, index) => (
        <Text key={index} style={styles.paragraph}>
          {paragraph}
        </Text>
      ))}
    </View>
  );
}

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <View style={styles.fact}>
      <Text style={styles.factLabel}>{label}</Text>
      <Text style={styles.factValue}>{value}</Text>
    </View>
  );
}

/** "Tuesday, 24 November 2026" in the reader's language. */
export const formatSessionDate = (i18n: I18n, date: string) =>
  formatTrainingDate(i18n, date, { weekday: "long", day: "numeric", month: "long", year: "numeric" });

function SessionHeader({ session, i18n }: { session: Session; i18n: I18n }) {
  const { derived, authorName } = session;
  const byline = [i18n._(msg`Coach: ${authorName}`), session.date ? formatSessionDate(i18n, session.date) : null]
    .filter(Boolean)
    .join("  ·  ");
  const equipment = sessionEquipment(i18n, session.blocks);
  return (
    <View>
      <Text style={styles.eyebrow}>{i18n._(msg`Training session`)}</Text>
      <Text style={styles.title}>{session.title}</Text>
      <Text style={styles.byline}>{byline}</Text>
      <View style={styles.facts}>
        {session.ageGroup ? <Fact label={i18n._(msg`Age group`)} value={ageGroupName(i18n, session.ageGroup)} /> : null}
        {session.level ? (
          <Fact
            label={i18n._(msg({ message: "Level", context: "session level" }))}
            value={i18n._(LEVEL_NAMES[session.level])}
          />
        ) : null}
        <Fact label={i18n._(msg`Total duration`)} value={formatDuration(i18n, derived.totalDurationMinutes)} />
        <Fact label={i18n._(msg`Players`)} value={i18n.number(derived.players)} />
        <Fact label={i18n._(msg`Intensity`)} value={i18n._(INTENSITY_NAMES[session.intensity])} />
        <Fact label={i18n._(msg`Load`)} value={i18n.number(sessionLoad(session.blocks))} />
        <Fact label={i18n._(msg`Drills`)} value={i18n.number(session.blocks.length)} />
      </View>
      {session.theme.trim() ? (
        <View style={styles.theme}>
          <Paragraphs text={session.theme} />
        </View>
      ) : null}
      <View style={styles.lists}>
        <View style={styles.listColumn}>
          <Text style={styles.sectionLabel}>{i18n._(msg`Objectives`)}</Text>
          {session.objectives.length > 0 ? (
            <Bullets items={session.objectives} />
          ) : (
            <Text style={styles.empty}>{i18n._(msg`None set`)}</Text>
          )}
        </View>
        <View style={styles.listColumn}>
          <Text style={styles.sectionLabel}>{i18n._(msg`Equipment`)}</Text>
          {equipment.length > 0 ? (
            <Bullets items={equipment} columns={equipment.length > 6 ? 2 : 1} />
          ) : (
            <Text style={styles.empty}>{i18n._(msg`None needed`)}</Text>
          )}
        </View>
      </View>
    </View>
  );
}

/** The players a drill needs: the coach's override, else the players drawn. */
function drillPlayers(block: SessionBlock): number {
  return block.players ?? countPlayers(block.diagram).total;
}

/** A drill's load as a small bar (out of the session's heaviest drill) and its number. */
function LoadCell({ load, scale, i18n }: { load: number; scale: number; i18n: I18n }) {
  return (
    <View style={styles.cellLoad}>
      <View style={styles.loadTrack}>
        <View style={[styles.loadFill, { width: (50 * load) / scale }]} />
      </View>
      <Text>{i18n.number(load)}</Text>
    </View>
  );
}

/** Page 1's plan of the session: one row per drill, with its load. */
function DrillOverview({ blocks, i18n }: { blocks: readonly SessionBlock[]; i18n: I18n }) {
  const scale = Math.max(1, ...blocks.map(blockLoad));
  return (
    <View>
      <Text style={styles.sectionLabel}>{i18n._(msg`Session plan`)}</Text>
      <View style={styles.table}>
        <View style={[styles.tableRow, styles.tableHead]} fixed>
          <Text style={styles.cellNumber}>#</Text>
          <Text style={styles.cellTitle}>
            {i18n._(msg({ message: "Drill", context: "a column of the session plan" }))}
          </Text>
          <Text style={styles.cellShort}>{i18n._(msg`Duration`)}</Text>
          <Text style={styles.cellShort}>{i18n._(msg`Intensity`)}</Text>
          <Text style={styles.cellPlayers}>{i18n._(msg`Players`)}</Text>
          <Text style={styles.cellLoad}>{i18n._(msg`Load`)}</Text>
        </View>
        {blocks.map((block, index) => (
          <View key={block.id} style={styles.tableRow} wrap={false}>
            <Text style={styles.cellNumber}>{i18n.number(index + 1)}</Text>
            <Text style={[styles.cellTitle, { fontWeight: 700 }]}>{block.title}</Text>
            <Text style={styles.cellShort}>{formatDuration(i18n, block.durationMinutes)}</Text>
            <Text style={styles.cellShort}>{i18n._(INTENSITY_NAMES[block.intensity])}</Text>
            <Text style={styles.cellPlayers}>{i18n.number(drillPlayers(block))}</Text>
            <LoadCell load={blockLoad(block)} scale={scale} i18n={i18n} />
          </View>
        ))}
      </View>
      <Text style={styles.note}>{loadRule(i18n)}</Text>
    </View>
  );
}

function DrillBlock({
  drill: { block, diagram, progressionDiagrams },
  index,
  i18n,
}: {
  drill: PreparedDrill;
  index: number;
  i18n: I18n;
}) {
  const players = drillPlayers(block);
  const load = i18n.number(blockLoad(block));
  const number = index + 1;
  const meta = [
    formatDuration(i18n, block.durationMinutes),
    i18n._(INTENSITY_PHRASES[block.intensity]),
    i18n._(msg`Load ${load}`),
    players > 0 ? i18n._(msg`${plural(players, { one: "# player", other: "# players" })}`) : null,
  ]
    .filter(Boolean)
    .join("  ·  ");
  return (
    <View style={styles.drill}>
      {/* The heading stays with its diagram, and the diagram is never split across pages. */}
      <View wrap={false}>
        <View style={styles.drillHeading}>
          <View style={{ flex: 1 }}>
            <Text style={styles.drillNumber}>{i18n._(msg`Drill ${number}`)}</Text>
            <Text style={styles.drillTitle}>{block.title}</Text>
          </View>
          <Text style={styles.drillMeta}>{meta}</Text>
        </View>
        <View style={styles.diagram}>{diagram}</View>
      </View>
      {block.organisation.trim() ? (
        <View>
          <Text style={styles.sectionLabel} minPresenceAhead={24}>
            {i18n._(msg`Organisation`)}
          </Text>
          <Paragraphs text={block.organisation} />
        </View>
      ) : null}
      {block.coachingPoints.length > 0 ? (
        <View>
          <Text style={styles.sectionLabel} minPresenceAhead={24}>
            {i18n._(msg`Coaching points`)}
          </Text>
          <Bullets items={block.coachingPoints} />
        </View>
      ) : null}
      {block.progressions.length > 0 ? (
        <View>
          <Text style={styles.sectionLabel} minPresenceAhead={60}>
            {i18n._(msg`Progressions`)}
          </Text>
          {block.progressions.map((progression, progressionIndex) => (
            <View key={progressionIndex} style={styles.progression} wrap={false}>
              {progressionDiagrams[progressionIndex]}
              <View style={styles.progressionText}>
                <Text style={styles.progressionTitle}>
                  {number}.{progressionIndex + 1} {progression.title}
                </Text>
                {progression.description.trim() ? <Paragraphs text={progression.description} /> : null}
              </View>
            </View>
          ))}
        </View>
      ) : null}
    </View>
  );
}

export interface SessionDocumentProps {
  session: Session;
  /** The session's drills with their diagrams drawn (`prepareDrills(session.blocks)`). */
  drills: readonly PreparedDrill[];
  shareUrl: string;
  /** The reader's language, which the PDF's own words and its dates and numbers are written in. */
  i18n: I18n;
}

function Footer({ shareUrl, i18n }: { shareUrl: string; i18n: I18n }) {
  return (
    <View style={styles.footer} fixed>
      <Link src={shareUrl} style={styles.footerLink}>
        {shareUrl}
      </Link>
      <Text render={({ pageNumber, totalPages }) => i18n._(msg`Page ${pageNumber} of ${totalPages}`)} />
    </View>
  );
}

/**
 * The printable session: page 1 has the header with the derived facts and the plan; then each
 * drill starts a page of its own (a coach prints or hands out one drill per sheet), running on to
 * the next page only if it is long. One <Page> per drill also keeps react-pdf fast: it paginates
 * each drill alone rather than re-flowing the whole session at every page break.
 */
export function SessionDocument({ session, drills, shareUrl, i18n }: SessionDocumentProps): ReactElement {
  const drillCount = drills.length;
  return (
    <Document
      title={session.title}
      author={session.authorName}
      subject={i18n._(msg`Training session`)}
      creator="Touchline"
      producer="Touchline"
      // The PDF's text is mostly the session's own, in the language it was written in.
      language={session.language ?? i18n.locale}
    >
      <Page size="A4" style={styles.page}>
        <SessionHeader session={session} i18n={i18n} />
        {drills.length > 0 ? <DrillOverview blocks={drills.map((drill) => drill.block)} i18n={i18n} /> : null}
        <Footer shareUrl={shareUrl} i18n={i18n} />
      </Page>
      {drills.map((drill, index) => {
        const number = index + 1;
        return (
          <Page key={drill.block.id} size="A4" style={styles.page}>
            <View style={styles.runningHead} fixed>
              <Text>{session.title}</Text>
              <Text>{i18n._(msg`Drill ${number} of ${drillCount}`)}</Text>
            </View>
            <DrillBlock drill={drill} index={index} i18n={i18n} />
            <Footer shareUrl={shareUrl} i18n={i18n} />
          </Page>
        );
      })}
    </Document>
  );
}
