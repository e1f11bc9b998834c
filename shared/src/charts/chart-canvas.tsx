import {
  ArcElement,
  BarController,
  BarElement,
  CategoryScale,
  Chart,
  DoughnutController,
  Legend,
  LinearScale,
  LineController,
  LineElement,
  PointElement,
  Tooltip,
  type ChartConfiguration,
} from 'chart.js';
import { useEffect, useRef } from 'react';

// Only what the product draws (bars, lines, a doughnut), so the chunk carries no other chart type.
Chart.register(BarController, BarElement, LineController, LineElement, PointElement, DoughnutController, ArcElement, CategoryScale, LinearScale, Tooltip, Legend);

/**
 * A Chart.js canvas, for a lazily loaded chunk (`@coach/shared/chart-canvas`: each app bundles its own
 * copy, never shared at run time). Decorative for assistive technology: every chart has its figures in
 * a table beside it.
 */
export default function ChartCanvas({ config, height }: { config: ChartConfiguration; height: number }) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas) return;
    const chart = new Chart(canvas, config);
    return () => chart.destroy();
  }, [config]);
  return (
    <div style={{ position: 'relative', height, width: '100%' }}>
      <canvas ref={canvasRef} aria-hidden="true" data-testid="chart-canvas" />
    </div>
  );
}
