import styled from 'styled-components';
import { tokens } from '../../theme/tokens';

/**
 * The frame of the diagram, with the part of React Flow's `base.css` (MIT, © webkid GmbH) that this
 * canvas uses, scoped to it and coloured with the design tokens. The package is CSS-in-JS and every
 * module is its own entry, so importing `@xyflow/react/dist/base.css` would leave every app to
 * configure a CSS import; these few rules travel with the component instead. Left out: selection
 * boxes, connection lines, resizers, the minimap and the controls, which the designer does not use.
 */
export const CanvasFrame = styled.div`
  position: relative;
  min-height: 320px;
  border-radius: ${tokens['radius-md']};
  background: ${tokens['color-bg']};
  overflow: hidden;

  .react-flow {
    direction: ltr;
    position: relative;
    width: 100%;
    height: 100%;
    overflow: hidden;
    z-index: 0;
    --xy-edge-stroke: ${tokens['color-border-strong']};
    --xy-background-pattern-color: ${tokens['color-border']};
  }
  .react-flow__container {
    position: absolute;
    width: 100%;
    height: 100%;
    top: 0;
    left: 0;
  }
  .react-flow__pane {
    z-index: 1;
    touch-action: none;
  }
  .react-flow__pane.draggable {
    cursor: grab;
  }
  .react-flow__pane.dragging {
    cursor: grabbing;
  }
  .react-flow__viewport {
    transform-origin: 0 0;
    z-index: 2;
    pointer-events: none;
  }
  .react-flow__renderer {
    z-index: 4;
  }
  .react-flow__background {
    background-color: transparent;
    pointer-events: none;
    z-index: -1;
  }
  .react-flow__background-pattern.dots {
    fill: var(--xy-background-pattern-color);
  }
  .react-flow .react-flow__edges {
    position: absolute;
  }
  .react-flow .react-flow__edges svg {
    overflow: visible;
    position: absolute;
    pointer-events: none;
  }
  .react-flow__edge {
    pointer-events: none;
  }
  .react-flow__edge-path {
    stroke: var(--xy-edge-stroke);
    stroke-width: 1.5;
    fill: none;
  }
  .react-flow__edge.ops-flow-edge-stray .react-flow__edge-path,
  .react-flow__edge.ops-flow-edge-marker .react-flow__edge-path {
    stroke: ${tokens['color-danger']};
    stroke-dasharray: 5 4;
  }
  .react-flow__arrowhead polyline {
    stroke: var(--xy-edge-stroke);
    fill: var(--xy-edge-stroke);
  }
  .react-flow__nodes {
    pointer-events: none;
    transform-origin: 0 0;
  }
  .react-flow__node {
    position: absolute;
    user-select: none;
    pointer-events: all;
    transform-origin: 0 0;
    box-sizing: border-box;
    cursor: default;
  }
  /* React Flow turns pointer events off on nodes that are neither selectable nor draggable: the
     cards and buttons inside take them back. */
  .react-flow__node > :not(.react-flow__handle) {
    pointer-events: all;
  }
  /* Lines need the handles to start and end at; nobody drags a connection here. */
  .react-flow__handle {
    position: absolute;
    width: 1px;
    height: 1px;
    min-width: 0;
    min-height: 0;
    border: 0;
    opacity: 0;
    pointer-events: none;
  }
  .react-flow__handle-bottom {
    top: auto;
    left: 50%;
    bottom: 0;
  }
  .react-flow__handle-top {
    top: 0;
    left: 50%;
  }
  .react-flow__edgelabel-renderer,
  .react-flow__viewport-portal {
    position: absolute;
    width: 100%;
    height: 100%;
    left: 0;
    top: 0;
    pointer-events: none;
    user-select: none;
  }
  .react-flow__panel {
    position: absolute;
    z-index: 5;
    margin: ${tokens['space-3']};
  }
  .react-flow__panel.top {
    top: 0;
  }
  .react-flow__panel.bottom {
    bottom: 0;
  }
  .react-flow__panel.left {
    left: 0;
  }
  .react-flow__panel.right {
    right: 0;
  }
  .react-flow__attribution {
    margin: 0;
    padding: 2px 6px;
    border-top-left-radius: ${tokens['radius-sm']};
    background: ${tokens['color-surface']};
    font-size: 10px;
    line-height: 1.4;
  }
  .react-flow__attribution a {
    color: ${tokens['color-text-muted']};
    text-decoration: none;
  }
`;
