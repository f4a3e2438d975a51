export {
  ANNOTATION_KINDS,
  AREA_KINDS,
  BASE_OBJECT_KEYS,
  BallSchema,
  DIAGRAM_LIMITS,
  DIAGRAM_VERSION,
  DiagramObjectSchema,
  DiagramSchema,
  EQUIPMENT_KINDS,
  FrameSchema,
  IdSchema,
  KitPatternSchema,
  KitSchema,
  LINE_KINDS,
  OBJECT_KINDS,
  OBJECT_SCHEMAS,
  PEOPLE_KINDS,
  PenSchema,
  PitchSchema,
  PointSchema,
  PoseSchema,
  TeamColourIdSchema,
  TeamColoursSchema,
  TeamSchema,
  TokenSizeSchema,
  isArea,
  isEquipment,
  isLine,
  isPerson,
  isTeamPerson,
} from "./schema.ts";
export type {
  Area,
  AreaKind,
  BaseObjectKey,
  Diagram,
  DiagramObject,
  Equipment,
  EquipmentKind,
  Frame,
  Kit,
  Line,
  LineKind,
  ObjectKind,
  ObjectOfKind,
  ObjectProps,
  Person,
  PersonKind,
  Pitch,
  Point,
  Pose,
  Team,
  TeamColours,
  TeamPerson,
  TokenSize,
} from "./schema.ts";
export { tokenScale } from "./token-scale.ts";
export { CATALOGUE, catalogueEntry } from "./catalogue.ts";
export type { AnyCatalogueEntry, CatalogueEntry, CatalogueGroup } from "./catalogue.ts";
export {
  DEFAULT_TEAM_COLOURS,
  TEAM_COLOURS,
  TEAM_COLOUR_IDS,
  nearestTeamColour,
  teamColour,
  teamColoursOfKit,
} from "./team-colours.ts";
export { teamColourOf } from "./team-colour-of.ts";
export type { TeamColour, TeamColourId } from "./team-colours.ts";
export { PITCH_TEMPLATES, PITCH_TEMPLATE_IDS } from "./pitch-templates.ts";
export type { PitchTemplate, PitchTemplateId } from "./pitch-templates.ts";
export { ORDER_KEY_MAX_LENGTH, isValidOrderKey, orderKeyBetween, orderKeysBetween } from "./order-key.ts";
export { DiagramError } from "./diagram-error.ts";
export { migrateDiagram, safeMigrateDiagram } from "./migrate-diagram.ts";
export type { SafeMigrateResult } from "./migrate-diagram.ts";
export { DiagramInputSchema } from "./diagram-input-schema.ts";
export { createDiagram } from "./create-diagram.ts";
export type { CreateDiagramOptions } from "./create-diagram.ts";
export { createId } from "./create-id.ts";
export { createObject } from "./create-object.ts";
export type { CreateObjectInit } from "./create-object.ts";
export { getObject } from "./get-object.ts";
export { compareByOrder, objectsInOrder } from "./objects-in-order.ts";
export { deepFreeze } from "./deep-freeze.ts";
export { FORMATION_IDS, type FormationId } from "./formation-ids.ts";
export { FORMATIONS, formation, placeFormation } from "./formations.ts";
export type { Formation, FormationSlot, PlacedSlot } from "./formations.ts";
export {
  BALL_FEET_OFFSET,
  animationDuration,
  ballFeetPosition,
  framePoses,
  frameTimeMs,
  objectPoseAtFrame,
  poseAt,
} from "./pose-at.ts";
export { countPlayers, deriveEquipment, formatEquipment } from "./derive.ts";
export type { EquipmentItem, PlayerCount } from "./derive.ts";
export { addObject, addObjects } from "./commands/add-objects.ts";
export {
  moveObjects,
  objectsCarriedByMove,
  resizeObject,
  rotateObjects,
  setObjectPositions,
} from "./commands/transform-objects.ts";
export type { MoveObjectsArgs, ObjectPosition, RotateObjectsArgs } from "./commands/transform-objects.ts";
export { setObjectProps } from "./commands/set-object-props.ts";
export type { ObjectPropsPatch } from "./commands/set-object-props.ts";
export { deleteObjects } from "./commands/delete-objects.ts";
export { copiesOf, duplicateObjects } from "./commands/duplicate-objects.ts";
export type { DuplicateObjectsArgs, DuplicateObjectsResult } from "./commands/duplicate-objects.ts";
export { reorderObjects } from "./commands/reorder-objects.ts";
export type { ReorderDirection } from "./commands/reorder-objects.ts";
export { setHidden, setLocked } from "./commands/set-object-flags.ts";
export { setPitch } from "./commands/set-pitch.ts";
export { setTokenSize } from "./commands/set-token-size.ts";
export { setTeamKit } from "./commands/set-team-kit.ts";
export type { TeamKit } from "./commands/set-team-kit.ts";
export { nameTeam, teamSheetOrder } from "./commands/name-team.ts";
export type { PersonName } from "./commands/name-team.ts";
export {
  DEFAULT_FRAME_DURATION_MS,
  addFrame,
  deleteFrame,
  removePose,
  setFrameCaption,
  setFrameDuration,
  setPose,
} from "./commands/frames.ts";
export { captionAt, frameShownAt, hasCaptions } from "./frame-shown-at.ts";
export type { AddFrameArgs, SetPoseArgs } from "./commands/frames.ts";
export { attachBall, detachBall } from "./commands/attach-ball.ts";
export { applyFormation } from "./commands/apply-formation.ts";
export type { ApplyFormationArgs } from "./commands/apply-formation.ts";
export { THUMBNAIL_VERSION, diagramThumbnail, simplifyForThumbnail } from "./thumbnail.ts";
export type { DiagramThumbnail } from "./thumbnail.ts";
