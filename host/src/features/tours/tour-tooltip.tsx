import Button from 'antd/es/button';
import Flex from 'antd/es/flex';
import Typography from 'antd/es/typography';
import theme from 'antd/es/theme';
import type { TooltipRenderProps } from 'react-joyride';

/**
 * The tour's tooltip drawn with antd, so it follows the theme (dark or light, accent #2bacac).
 * Back appears only after the first step, Skip only while allowed and before the last step, and
 * the last step's primary button reads "Finalizar".
 */
export function TourTooltip({ backProps, primaryProps, skipProps, tooltipProps, step, index, size, isLastStep }: TooltipRenderProps) {
  const { token } = theme.useToken();
  const showSkip = step.buttons.includes('skip') && !isLastStep;

  return (
    <div
      {...tooltipProps}
      aria-labelledby="tour-tooltip-title"
      aria-describedby="tour-tooltip-content"
      data-testid="tour-tooltip"
      data-tour-step={typeof step.id === 'string' ? step.id : undefined}
      style={{
        width: step.width,
        maxWidth: '100%',
        boxSizing: 'border-box',
        padding: token.paddingMD,
        background: token.colorBgElevated,
        color: token.colorText,
        borderRadius: token.borderRadiusLG,
        boxShadow: token.boxShadowSecondary,
        border: `1px solid ${token.colorBorderSecondary}`,
        fontFamily: token.fontFamily,
      }}
    >
      <Typography.Title level={5} id="tour-tooltip-title" style={{ marginTop: 0 }}>
        {step.title}
      </Typography.Title>
      <Typography.Paragraph id="tour-tooltip-content" style={{ marginBottom: token.marginMD }}>
        {step.content}
      </Typography.Paragraph>
      <Flex justify="space-between" align="center" gap={8} wrap>
        <Typography.Text type="secondary" style={{ fontSize: token.fontSizeSM }}>
          {index + 1} de {size}
        </Typography.Text>
        <Flex gap={8} wrap justify="flex-end">
          {showSkip && (
            <Button type="text" {...skipProps}>
              {step.locale.skip}
            </Button>
          )}
          {index > 0 && <Button {...backProps}>{step.locale.back}</Button>}
          <Button type="primary" {...primaryProps}>
            {isLastStep ? step.locale.last : step.locale.next}
          </Button>
        </Flex>
      </Flex>
    </div>
  );
}
